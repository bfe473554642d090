import 'leaflet/dist/leaflet.css';
import './map.css';
import { DEBOUNCE_MS, MAP } from '@retropics/domain/constants';
import L from 'leaflet';
import type { GeoAggregation, GeoBox, MapItem, MapLabel } from '../../../lib/resources/map';
import type { LatLon, MapTarget } from '../map-geo-param';
import { addBaseMap, type BaseMap } from './base-map';
import { type LabelCandidate, placeLabels, type ScreenBox } from './label-layout';
import {
  albumHtml,
  clusterHtml,
  counterHtml,
  counterSize,
  DONUT_PX,
  donutHtml,
  escapeHtml,
  pictureHtml,
} from './marker-icons';
import { dotRadius, layoutMarkers, type MarkerLayout, PICTURE_MARKER_PX } from './marker-layout';

/** Deepest zoom of the embedded base map; street boxes (zoom 16+) must be reachable. */
export const MAX_ZOOM = 19;
/** Counters beyond this many (the smallest) are left out, so the DOM stays under 500 markers. */
const MAX_COUNTERS = 120;
const MAX_STREET_BOXES = 60;
/** Town names by size: cities in larger type than villages. */
const TOWN_SIZES = [
  { minPopulation: 500_000, className: 'rp-town--l', fontPx: 14 },
  { minPopulation: 50_000, className: 'rp-town--m', fontPx: 13 },
  { minPopulation: 0, className: 'rp-town--s', fontPx: 12 },
] as const;

export interface Viewport {
  zoom: number;
  box: GeoBox;
  centre: LatLon;
}

export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  /** Accessible name of a marker for one item, e.g. "Photograph: Kapellbrücke". */
  itemLabel: (item: MapItem) => string;
  clusterLabel: (count: number) => string;
  counterLabel: (aggregate: GeoAggregation) => string;
  personLabel: string;
  closePopup: string;
  language: string;
}

export interface Selection {
  lat: number;
  lon: number;
  items: MapItem[];
}

interface ControllerOptions {
  initial: MapTarget;
  texts: MapTexts;
  onViewport: (viewport: Viewport) => void;
  onSelect: (selection: Selection | null) => void;
}

function boundsOf(map: L.Map): GeoBox {
  const bounds = map.getBounds();
  // Leaflet's west/east leave -180..180 when the world wraps; the server wants real longitudes.
  const west = Math.max(-180, bounds.getWest());
  const east = Math.min(180, bounds.getEast());
  return {
    south: Math.max(-90, bounds.getSouth()),
    west,
    north: Math.min(90, bounds.getNorth()),
    east,
  };
}

/**
 * Leaflet makes markers focusable but opens only its own popups on Enter; ours are buttons that
 * act on Enter and Space like any other.
 */
function makeButton(element: HTMLElement, label: string, onPress: () => void): void {
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    onPress();
  });
}

/** Keeps one layer per key, so a new answer for a nearby viewport moves nothing that stays. */
class KeyedLayer<T extends L.Layer> {
  private readonly layers = new Map<string, T>();
  constructor(private readonly group: L.LayerGroup) {}

  sync(entries: Iterable<[string, () => T]>): void {
    const wanted = new Map(entries);
    for (const [key, layer] of this.layers) {
      if (!wanted.has(key)) {
        this.group.removeLayer(layer);
        this.layers.delete(key);
      }
    }
    for (const [key, create] of wanted) {
      if (this.layers.has(key)) continue;
      const layer = create();
      this.layers.set(key, layer);
      this.group.addLayer(layer);
    }
  }
}

/**
 * The Leaflet map behind the map screen: base map, markers, counters and street boxes, the popup
 * frame, and the debounced viewport (spec §9: 50 ms after a move, 1000 ms after a zoom).
 */
export class MapController {
  readonly map: L.Map;
  private readonly base: BaseMap;
  private readonly pictures: KeyedLayer<L.Marker>;
  private readonly documents: KeyedLayer<L.Marker>;
  private readonly counters: KeyedLayer<L.Marker>;
  private readonly streets: KeyedLayer<L.Rectangle>;
  private readonly towns: KeyedLayer<L.Marker>;
  private labels: readonly MapLabel[] = [];
  private measureContext: CanvasRenderingContext2D | null = null;
  private readonly dots: L.LayerGroup;
  private readonly dotRenderer: L.Canvas;
  private person: L.Marker | null = null;
  private popup: L.Popup | null = null;
  private items: readonly MapItem[] = [];
  private aggregates: readonly GeoAggregation[] = [];
  private complete = false;
  private layout: MarkerLayout | null = null;
  private timer = 0;
  private readonly resizeObserver: ResizeObserver;
  private emittedZoom: number | null = null;

  constructor(
    container: HTMLElement,
    private readonly options: ControllerOptions,
  ) {
    const map = L.map(container, {
      zoomControl: false,
      maxZoom: MAX_ZOOM,
      minZoom: 2,
      worldCopyJump: true,
      zoomSnap: 1,
      keyboard: true,
      attributionControl: true,
      preferCanvas: false,
    });
    this.map = map;
    container.classList.add('rp-map');
    map.attributionControl.setPrefix(false);
    L.control
      .zoom({
        position: 'bottomright',
        zoomInTitle: options.texts.zoomIn,
        zoomOutTitle: options.texts.zoomOut,
      })
      .addTo(map);
    map.createPane('rp-base').style.zIndex = '150';
    // Town names belong to the base map: below street boxes, markers and counters.
    map.createPane('rp-labels').style.zIndex = '400';
    map.createPane('rp-streets').style.zIndex = '420';
    map.createPane('rp-dots').style.zIndex = '450';
    // Counters sum up what is below them, so they stay readable above the markers they cover.
    map.createPane('rp-counters').style.zIndex = '620';
    this.base = addBaseMap(map, 'rp-base');
    this.dotRenderer = L.canvas({ pane: 'rp-dots', padding: 0.2 });
    const streetGroup = L.layerGroup([], { pane: 'rp-streets' }).addTo(map);
    this.streets = new KeyedLayer(streetGroup);
    this.dots = L.layerGroup([], { pane: 'rp-dots' }).addTo(map);
    this.towns = new KeyedLayer(L.layerGroup([], { pane: 'rp-labels' }).addTo(map));
    this.counters = new KeyedLayer(L.layerGroup([], { pane: 'rp-counters' }).addTo(map));
    this.documents = new KeyedLayer(L.layerGroup().addTo(map));
    this.pictures = new KeyedLayer(L.layerGroup().addTo(map));

    this.show(options.initial);
    // The screen sizes its frame after the first layout; Leaflet must learn of every new size.
    this.resizeObserver = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    this.resizeObserver.observe(container);
    map.on('moveend', () => {
      this.scheduleViewport();
      this.renderLabels();
    });
    map.on('zoomend', () => this.renderPictures());
    // Escape closes the popup wherever the focus is (a marker, the popup's links, the page).
    document.addEventListener('keydown', this.onEscape);
    map.on('popupclose', (event: L.PopupEvent) => {
      if (event.popup === this.popup) {
        this.popup = null;
        this.options.onSelect(null);
      }
    });
    this.emitViewport();
  }

  show(target: MapTarget): void {
    if (target.kind === 'box') {
      this.map.fitBounds(
        [
          [target.south, target.west],
          [target.north, target.east],
        ],
        { animate: false },
      );
    } else {
      this.map.setView([target.lat, target.lon], Math.min(target.zoom, MAX_ZOOM), { animate: false });
    }
  }

  flyTo(point: LatLon, zoom: number): void {
    this.map.flyTo([point.lat, point.lon], Math.min(zoom, MAX_ZOOM), { duration: 0.8 });
  }

  centreOn(point: LatLon): void {
    this.map.setView([point.lat, point.lon], Math.max(this.map.getZoom(), 14));
  }

  private scheduleViewport(): void {
    window.clearTimeout(this.timer);
    const zoomed = this.emittedZoom !== null && this.map.getZoom() !== this.emittedZoom;
    this.timer = window.setTimeout(
      () => this.emitViewport(),
      zoomed ? DEBOUNCE_MS.mapZoom : DEBOUNCE_MS.mapMove,
    );
  }

  private emitViewport(): void {
    const centre = this.map.getCenter();
    this.emittedZoom = this.map.getZoom();
    this.options.onViewport({
      zoom: this.emittedZoom,
      box: boundsOf(this.map),
      centre: { lat: centre.lat, lon: L.Util.wrapNum(centre.lng, [-180, 180], true) },
    });
  }

  setTheme(dark: boolean): void {
    this.base.setTheme(dark);
  }

  /** The zoom buttons' names, in the interface language. */
  setZoomTexts(zoomIn: string, zoomOut: string): void {
    const container = this.map.getContainer();
    for (const [selector, text] of [
      ['.leaflet-control-zoom-in', zoomIn],
      ['.leaflet-control-zoom-out', zoomOut],
    ] as const) {
      const button = container.querySelector(selector);
      button?.setAttribute('title', text);
      button?.setAttribute('aria-label', text);
    }
  }

  /** The towns the base map names in the view (the server's answer for it, biggest first). */
  setLabels(labels: readonly MapLabel[]): void {
    if (labels === this.labels) return;
    this.labels = labels;
    this.renderLabels();
  }

  private textWidth(text: string, fontPx: number): number {
    if (!this.measureContext) {
      this.measureContext = document.createElement('canvas').getContext('2d');
    }
    const context = this.measureContext;
    if (!context) return text.length * fontPx * 0.6;
    context.font = `600 ${fontPx}px ${getComputedStyle(this.map.getContainer()).fontFamily}`;
    return context.measureText(text).width;
  }

  /** Where markers, counters and their names stand on screen: no town name goes under them. */
  private markerBoxes(): ScreenBox[] {
    const container = this.map.getContainer();
    const origin = container.getBoundingClientRect();
    const boxes: ScreenBox[] = [];
    for (const element of container.querySelectorAll(
      '.leaflet-marker-icon, .rp-place-name, .rp-counter__name',
    )) {
      if (element.closest('.leaflet-rp-labels-pane')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      boxes.push({
        left: rect.left - origin.left,
        top: rect.top - origin.top,
        right: rect.right - origin.left,
        bottom: rect.bottom - origin.top,
      });
    }
    return boxes;
  }

  /** Names the towns that fit: biggest first, none over another or over a marker (label-layout). */
  private renderLabels(): void {
    const size = this.map.getSize();
    // A town whose photographs are counted is named by its counter already — also by a region's
    // counter of the same name (the canton of Zürich around the town of Zürich).
    const counted = new Set(this.aggregates.filter((a) => a.level !== 'street').map((a) => a.name));
    const candidates: Array<LabelCandidate & { label: MapLabel; size: (typeof TOWN_SIZES)[number] }> = [];
    for (const label of this.labels) {
      if (counted.has(label.name)) continue;
      const point = this.map.latLngToContainerPoint([label.geo.lat, label.geo.lon]);
      const townSize = TOWN_SIZES.find((entry) => label.population >= entry.minPopulation) ?? TOWN_SIZES[2];
      candidates.push({
        id: label.id,
        x: point.x,
        y: point.y,
        // The dot, the gap after it and the halo's padding.
        width: this.textWidth(label.name, townSize.fontPx) + 16,
        height: townSize.fontPx + 6,
        population: label.population,
        label,
        size: townSize,
      });
    }
    const chosen = placeLabels(candidates, this.markerBoxes(), { width: size.x, height: size.y });
    this.towns.sync(
      candidates
        .filter((candidate) => chosen.has(candidate.id))
        .map((candidate) => [
          `town:${candidate.id}:${candidate.label.name}:${chosen.get(candidate.id)}`,
          () =>
            L.marker([candidate.label.geo.lat, candidate.label.geo.lon], {
              pane: 'rp-labels',
              icon: L.divIcon({
                html: `<span class="rp-town ${candidate.size.className} rp-town--${chosen.get(candidate.id)}"><span class="rp-town__dot" aria-hidden="true"></span>${escapeHtml(candidate.label.name)}</span>`,
                className: 'rp-marker rp-marker--label',
                iconSize: [0, 0],
              }),
              interactive: false,
              keyboard: false,
            }),
        ]),
    );
  }

  setTiles(url: string | null, attribution: string | null, maxZoom: number | null): void {
    this.base.setTiles(url, attribution, maxZoom);
  }

  /**
   * `complete`: the markers show every item of the view (the page was not full), so town counters
   * would only repeat them and cover their pictures; the towns then keep just their names.
   */
  setData(items: readonly MapItem[], aggregates: readonly GeoAggregation[], complete: boolean): void {
    if (items !== this.items) {
      this.items = items;
      this.renderPictures();
      this.renderDocuments();
    }
    if (aggregates !== this.aggregates || complete !== this.complete) {
      this.aggregates = aggregates;
      this.complete = complete;
      this.renderAggregates();
    }
    // Markers moved: town names give way to them.
    this.renderLabels();
  }

  private select(lat: number, lon: number, items: MapItem[]): void {
    this.options.onSelect({ lat, lon, items });
  }

  private marker(
    lat: number,
    lon: number,
    html: string,
    size: number,
    label: string,
    onClick: () => void,
    aside = false,
  ): L.Marker {
    const marker = L.marker([lat, lon], {
      icon: L.divIcon({
        html,
        className: 'rp-marker',
        iconSize: [size, size],
        // Albums and collections often stand where their first photograph was taken: they hang to
        // the upper left of the spot, so the photograph's marker stays visible and clickable.
        ...(aside && { iconAnchor: [size - 6, size - 6] as L.PointTuple }),
      }),
      keyboard: true,
      riseOnHover: true,
      // …and below the photographs' markers.
      zIndexOffset: aside ? -1000 : 0,
    });
    marker.on('click', onClick);
    marker.on('add', () => {
      const element = marker.getElement();
      if (element) makeButton(element, label, onClick);
    });
    return marker;
  }

  private renderPictures(): void {
    const { texts } = this.options;
    const layout = layoutMarkers(this.items, this.map.getZoom());
    this.layout = layout;
    const zoom = Math.floor(this.map.getZoom());
    this.pictures.sync(
      layout.pictures.map((marker) => {
        if (marker.kind === 'single') {
          const { item } = marker;
          return [
            `item:${item.id}`,
            () =>
              this.marker(
                marker.lat,
                marker.lon,
                pictureHtml(item),
                PICTURE_MARKER_PX,
                texts.itemLabel(item),
                () => this.select(marker.lat, marker.lon, [item]),
              ),
          ];
        }
        return [
          `cluster:${zoom}:${marker.id}:${marker.count}`,
          () =>
            this.marker(
              marker.lat,
              marker.lon,
              clusterHtml(marker.cover, marker.count),
              PICTURE_MARKER_PX,
              texts.clusterLabel(marker.count),
              () => this.openCluster(marker.id, marker.lat, marker.lon, marker.expansionZoom),
            ),
        ];
      }),
    );
    this.renderDots(layout);
  }

  private openCluster(id: number, lat: number, lon: number, expansionZoom: number): void {
    // Pictures that zooming in would separate: zoom in; pictures at one spot: list them.
    if (expansionZoom <= MAX_ZOOM) this.map.flyTo([lat, lon], expansionZoom, { duration: 0.5 });
    else this.select(lat, lon, this.layout?.leaves(id) ?? []);
  }

  private renderDots(layout: MarkerLayout): void {
    this.dots.clearLayers();
    const best = layout.dots[0]?.computedRating ?? 0;
    for (const item of layout.dots) {
      if (!item.geo) continue;
      const { lat, lon } = item.geo;
      const dot = L.circleMarker([lat, lon], {
        renderer: this.dotRenderer,
        radius: dotRadius(item.computedRating, best),
        color: '#ffffff',
        weight: 1,
        fillColor: '#f0c987',
        fillOpacity: 0.9,
      });
      dot.on('click', () => this.select(lat, lon, [item]));
      this.dots.addLayer(dot);
    }
  }

  private renderDocuments(): void {
    const { texts } = this.options;
    const layout = this.layout ?? layoutMarkers(this.items, this.map.getZoom());
    const entries: Array<[string, () => L.Marker]> = [];
    for (const item of [...layout.albums, ...layout.collections]) {
      if (!item.geo) continue;
      const { lat, lon } = item.geo;
      const album = item.documentType === 'ImageGallery';
      entries.push([
        `doc:${item.id}:${item.crowdfundingFunded ?? ''}`,
        () =>
          this.marker(
            lat,
            lon,
            album ? albumHtml(item) : donutHtml(item),
            album ? PICTURE_MARKER_PX : DONUT_PX,
            texts.itemLabel(item),
            () => this.select(lat, lon, [item]),
            true,
          ),
      ]);
    }
    this.documents.sync(entries);
  }

  private renderAggregates(): void {
    const { texts } = this.options;
    const zoom = this.map.getZoom();
    const showNames = zoom > MAP.placeNamesAboveZoom;
    const counters = this.aggregates.filter((a) => a.level !== 'street').slice(0, MAX_COUNTERS);
    this.counters.sync(
      counters.map((aggregate) => [
        `agg:${aggregate.level}:${aggregate.placeId}:${aggregate.count}:${showNames}:${this.complete}`,
        () => {
          if (aggregate.level === 'locality' && this.complete) return this.placeName(aggregate);
          const marker = L.marker([aggregate.geo.lat, aggregate.geo.lon], {
            pane: 'rp-counters',
            // The icon is the counter's circle, centred on the place; the name hangs below it.
            icon: L.divIcon({
              html: counterHtml(aggregate, showNames, texts.language),
              className: 'rp-marker',
              iconSize: [counterSize(aggregate.count), counterSize(aggregate.count)],
            }),
            keyboard: true,
          });
          marker.on('add', () => {
            const element = marker.getElement();
            if (element) makeButton(element, texts.counterLabel(aggregate), () => this.zoomInto(aggregate));
          });
          marker.on('click', () => this.zoomInto(aggregate));
          return marker;
        },
      ]),
    );
    const streets = this.aggregates.filter((a) => a.level === 'street' && a.box).slice(0, MAX_STREET_BOXES);
    this.streets.sync(
      streets.map((street) => [
        `street:${street.placeId}:${street.count}`,
        () => {
          const box = street.box as GeoBox;
          // A street photographed from one spot still gets a box of about 20 m around it.
          const pad = 0.0001;
          const rectangle = L.rectangle(
            [
              [box.south - pad, box.west - pad],
              [box.north + pad, box.east + pad],
            ],
            {
              pane: 'rp-streets',
              className: 'rp-street-box',
              weight: 2,
              fillOpacity: 0.08,
              dashArray: '4 3',
              interactive: false,
            },
          );
          rectangle.bindTooltip(`${street.name} · ${street.count}`, {
            permanent: true,
            direction: 'top',
            // Above the 48 px picture marker that usually stands on the street.
            offset: [0, -PICTURE_MARKER_PX / 2 - 4],
            className: 'rp-street-label',
            pane: 'rp-streets',
          });
          return rectangle;
        },
      ]),
    );
  }

  /** A town's name alone, as the offline base map has none: a label, not a control. */
  private placeName(aggregate: GeoAggregation): L.Marker {
    return L.marker([aggregate.geo.lat, aggregate.geo.lon], {
      pane: 'rp-counters',
      icon: L.divIcon({
        html: `<span class="rp-place-name">${escapeHtml(aggregate.name)}</span>`,
        className: 'rp-marker rp-marker--label',
        iconSize: [0, 0],
      }),
      interactive: false,
      keyboard: false,
    });
  }

  /** A counter leads one level down: country → regions, region → towns, town → its streets. */
  private zoomInto(aggregate: GeoAggregation): void {
    const next = aggregate.level === 'country' ? 6 : aggregate.level === 'region' ? 9 : MAP.streetBoxMinZoom;
    this.map.flyTo([aggregate.geo.lat, aggregate.geo.lon], Math.max(next, this.map.getZoom() + 1), {
      duration: 0.6,
    });
  }

  setPerson(position: LatLon | null, label: string): void {
    if (!position) {
      this.person?.remove();
      this.person = null;
      return;
    }
    if (!this.person) {
      this.person = L.marker([position.lat, position.lon], {
        icon: L.divIcon({
          html: '<div class="rp-person"></div>',
          className: 'rp-marker',
          iconSize: [18, 18],
        }),
        interactive: false,
        keyboard: false,
        zIndexOffset: 1000,
        title: label,
      }).addTo(this.map);
    } else {
      this.person.setLatLng([position.lat, position.lon]);
    }
  }

  /** Opens the popup frame at a spot; the screen renders the content into the returned element. */
  openPopup(lat: number, lon: number): HTMLElement {
    // Another popup is replaced, not closed by the person: it must not report an empty selection.
    this.closePopup();
    const content = document.createElement('div');
    this.popup = L.popup({
      maxWidth: 300,
      minWidth: 220,
      // Clear of the place search box at the top.
      autoPanPaddingTopLeft: [16, 120],
      autoPanPaddingBottomRight: [16, 16],
      closeButton: true,
    })
      .setLatLng([lat, lon])
      .setContent(content)
      .openOn(this.map);
    this.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', this.options.texts.closePopup);
    return content;
  }

  /** The popup's content changed size (React rendered into it): let Leaflet place it again. */
  updatePopup(): void {
    this.popup?.update();
  }

  closePopup(): void {
    const popup = this.popup;
    this.popup = null;
    if (popup) this.map.closePopup(popup);
  }

  /** How many markers are in the DOM now (at most 500, spec §9 / issue 7). */
  markerCount(): number {
    return this.map.getContainer().querySelectorAll('.leaflet-marker-icon').length;
  }

  private readonly onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.popup) this.map.closePopup(this.popup);
  };

  destroy(): void {
    document.removeEventListener('keydown', this.onEscape);
    window.clearTimeout(this.timer);
    this.resizeObserver.disconnect();
    this.map.remove();
  }
}
