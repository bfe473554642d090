import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import CollectionsIcon from '@mui/icons-material/Collections';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/i18n/format-date';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import type { Category } from '../../../lib/resources/categories';
import { documentPath } from '../../../lib/routing/document-links';
import { routePath } from '../../../lib/routing/route-links';

interface Definition {
  code: string;
  name: string;
  type: string;
}

export interface AttributeRow {
  code: string;
  label: string;
  type: string;
  value: unknown;
}

function definitionsOf(categories: readonly Category[], language: string): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  for (const category of categories) {
    for (const definition of pickTranslation(category.translations, language)?.attributesDefinition ?? []) {
      if (!definitions.has(definition.code)) definitions.set(definition.code, definition);
    }
  }
  return definitions;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The album's category attributes as labelled rows. Attributes come as `code → value`, or grouped
 * by category IRI (`/categories/2 → {code → value}`); labels and types are the categories'
 * attribute definitions in the interface language. Empty values are left out.
 */
export function attributeRows(
  attributes: Record<string, unknown>,
  categories: readonly Category[],
  albumCategoryIris: readonly string[],
  language: string,
): AttributeRow[] {
  const ofAlbum = categories.filter((category) => albumCategoryIris.includes(category['@id']));
  const rows: AttributeRow[] = [];
  const add = (code: string, value: unknown, definitions: Map<string, Definition>) => {
    if (value === null || value === undefined || value === '') return;
    const definition = definitions.get(code);
    rows.push({ code, label: definition?.name ?? code, type: definition?.type ?? 'Text', value });
  };
  for (const [key, value] of Object.entries(attributes)) {
    const category = key.startsWith('/categories/') ? categories.find((c) => c['@id'] === key) : undefined;
    if (category && isRecord(value)) {
      const definitions = definitionsOf([category], language);
      for (const [code, inner] of Object.entries(value)) add(code, inner, definitions);
    } else {
      add(key, value, definitionsOf(ofAlbum.length > 0 ? ofAlbum : categories, language));
    }
  }
  return rows;
}

function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      {children}
    </Box>
  );
}

function AttributeValue({ row }: { row: AttributeRow }) {
  const { t } = useTranslation('browse');
  const { value } = row;
  switch (row.type) {
    case 'Location': {
      if (!isRecord(value)) return <>{String(value)}</>;
      const lat = Number(value.lat);
      const lon = Number(value.lon);
      const label = typeof value.display_name === 'string' ? value.display_name : `${lat}, ${lon}`;
      const mapPath =
        Number.isFinite(lat) && Number.isFinite(lon)
          ? routePath('MapShowGeo', { geo: `${lat},${lon}` })
          : null;
      return (
        <IconLine icon={<PlaceIcon />}>
          {mapPath ? (
            <Link component={RouterLink} to={mapPath}>
              {label}
            </Link>
          ) : (
            label
          )}
        </IconLine>
      );
    }
    case 'AlbumLink': {
      if (!isRecord(value)) return <>{String(value)}</>;
      const iri = typeof value['@id'] === 'string' ? value['@id'] : '';
      const headline = typeof value.headline === 'string' ? value.headline : iri;
      const path = documentPath(iri);
      return (
        <IconLine icon={<CollectionsIcon />}>
          {path ? (
            <Link component={RouterLink} to={path}>
              {headline}
            </Link>
          ) : (
            headline
          )}
        </IconLine>
      );
    }
    case 'Date': {
      const text = String(value);
      return (
        <IconLine icon={<CalendarTodayIcon />}>
          {/^\d{4}-\d{2}-\d{2}/.test(text) ? formatDate(text.slice(0, 10)) : text}
        </IconLine>
      );
    }
    case 'Time':
      return <IconLine icon={<AccessTimeIcon />}>{String(value)}</IconLine>;
    case 'Boolean':
      return <>{value === true || value === 'true' ? t('album.yes') : t('album.no')}</>;
    default:
      return <>{isRecord(value) ? JSON.stringify(value) : String(value)}</>;
  }
}

/** Spec §2 album: the 'additional data' list of category attributes, with map, album, date and time links and icons. */
export function AdditionalData({ rows }: { rows: readonly AttributeRow[] }) {
  const { t } = useTranslation('browse');
  // Unique per album view: up to five of them stay mounted (app/routes, spec §9).
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('album.additionalData')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.code} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <AttributeValue row={row} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
