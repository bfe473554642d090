import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type GalleryItemList, galleryItem } from '@retropics/domain/gallery-items';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overPictureButtonSx } from '../../../components/add-to-album/add-to-album-button';
import { failureText } from '../../../components/add-to-album/album-choices';
import { TileImage } from '../../../components/tiles/tile-image';
import { useChangeAlbumItems } from '../../../lib/resources/image-galleries';
import { showError } from '../../../lib/snackbar/snackbar-store';
import { type AlbumEntry, entryIri, entryPicture, entryTitle } from './album-entries';
import { RemoveFromAlbumButton } from './owner-actions';

export interface ReorderList {
  list: GalleryItemList;
  entries: readonly AlbumEntry[];
}

interface AlbumReorderProps {
  albumId: number;
  lists: readonly ReorderList[];
  onRemove(entry: AlbumEntry, title: string): void;
}

/**
 * The owner's reorder mode of the album screen: each list of the album (sub-albums, photographs,
 * RetroSnaps, comments) as a grid of equal tiles, dragged by a handle with the pointer or the
 * keyboard (focus the handle, Space, arrow keys, Space), every drop saved as one move.
 */
export default function AlbumReorder({ albumId, lists, onRemove }: AlbumReorderProps) {
  const { t } = useTranslation('album-actions');
  return (
    <Box data-testid="album-reorder">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('reorder.hint')}</Typography>
      {lists
        .filter(({ entries }) => entries.length > 0)
        .map(({ list, entries }) => (
          <SortableList key={list} albumId={albumId} list={list} entries={entries} onRemove={onRemove} />
        ))}
    </Box>
  );
}

function SortableList({
  albumId,
  list,
  entries,
  onRemove,
}: {
  albumId: number;
  list: GalleryItemList;
  entries: readonly AlbumEntry[];
  onRemove(entry: AlbumEntry, title: string): void;
}) {
  const { t } = useTranslation('album-actions');
  const { t: tBrowse, i18n } = useTranslation('browse');
  const headingId = useId();
  const change = useChangeAlbumItems();
  const [pending, setPending] = useState(0);
  const byIri = useMemo(() => new Map(entries.map((entry) => [entryIri(entry), entry])), [entries]);
  const serverOrder = entries.map(entryIri);
  const [order, setOrder] = useState<string[]>(serverOrder);
  const [shownServerOrder, setShownServerOrder] = useState(serverOrder.join(' '));
  // The server's order replaces the local one once every move of this list is saved (and read back).
  if (pending === 0 && serverOrder.join(' ') !== shownServerOrder) {
    setShownServerOrder(serverOrder.join(' '));
    setOrder(serverOrder);
  }
  const visibleOrder = order.filter((iri) => byIri.has(iri));

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => {
    const entry = byIri.get(String(id));
    return entry ? entryTitle(entry, i18n.language, tBrowse) : '';
  };
  const positionOf = (id: UniqueIdentifier) => visibleOrder.indexOf(String(id)) + 1;
  const count = visibleOrder.length;
  // dnd-kit reports the place an item is over also when it did not change (first of all the item's
  // own place right after it is picked up), which would talk over 'picked up'.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('reorder.picked', { title: titleOf(active.id), position: positionOf(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('reorder.over', { title: titleOf(active.id), position: positionOf(over.id), count });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.dropped', { title: titleOf(active.id), position: positionOf(over.id), count })
        : undefined,
    onDragCancel: ({ active }) =>
      t('reorder.cancelled', { title: titleOf(active.id), position: positionOf(active.id) }),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = visibleOrder.indexOf(String(active.id));
    const to = visibleOrder.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    setOrder(arrayMove(visibleOrder, from, to));
    setPending((value) => value + 1);
    change.mutate(
      { albumId, move: galleryItem(String(active.id)), toIndex: to },
      {
        onError: (error) => {
          const failure = failureText(error);
          showError(`${t('reorder.failed')} ${t(failure.key, failure.values)}`);
          // Shown as the server has it again.
          setShownServerOrder('');
        },
        onSettled: () => setPending((value) => value - 1),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid={`reorder-${list}`}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t(`reorder.lists.${list}`)}
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
      >
        <SortableContext items={visibleOrder} strategy={rectSortingStrategy}>
          <Box
            component="ol"
            aria-labelledby={headingId}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(auto-fill, minmax(104px, 1fr))',
                sm: 'repeat(auto-fill, minmax(150px, 1fr))',
              },
              gap: 1,
            }}
          >
            {visibleOrder.map((iri) => {
              const entry = byIri.get(iri) as AlbumEntry;
              return (
                <SortableTile key={iri} id={iri} entry={entry} title={titleOf(iri)} onRemove={onRemove} />
              );
            })}
          </Box>
        </SortableContext>
      </DndContext>
      {pending > 0 && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('reorder.saving')}
        </Typography>
      )}
    </Box>
  );
}

function SortableTile({
  id,
  entry,
  title,
  onRemove,
}: {
  id: string;
  entry: AlbumEntry;
  title: string;
  onRemove(entry: AlbumEntry, title: string): void;
}) {
  const { t } = useTranslation('album-actions');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const picture = entryPicture(entry);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-iri={id}
      data-testid="reorder-tile"
      sx={{
        position: 'relative',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 8 : 1,
        zIndex: isDragging ? 2 : undefined,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1' }}>
        <TileImage sources={picture.sources} src={picture.src} size="list" />
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={t('reorder.handle', { title })}
          data-testid="reorder-handle"
          sx={{
            ...overPictureButtonSx,
            position: 'absolute',
            top: 4,
            left: 4,
            cursor: isDragging ? 'grabbing' : 'grab',
            // The handle takes touches itself; the rest of the page still scrolls under a finger.
            touchAction: 'none',
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          <RemoveFromAlbumButton title={title} onClick={() => onRemove(entry, title)} />
        </Box>
      </Box>
      <Typography variant="caption" component="p" noWrap sx={{ px: 1, py: 0.5 }} title={title}>
        {title}
      </Typography>
    </Box>
  );
}
