import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { canEditMention } from '@retropics/domain/permissions';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfIri, idOfOptionalIri } from '../../lib/hydra/iri';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { type Mention, mentionImageUrl, useMention } from '../../lib/resources/mentions';
import { usePhotograph } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { viewerOfToken } from '../comments/comment-rights';
import { photographTitle } from '../tiles/photograph-tile';
import { FaceSuggestions } from './face-suggestions';
import { PersonEditForm } from './person-edit-form';

interface PersonDetailsDialogProps {
  open: boolean;
  /** The person shown first (IRI or id); parents and children open in the same dialog. */
  person: string | number;
  onClose(): void;
}

/**
 * Spec §2 person-details dialog: the crops, description, parents and children (each opens their
 * own details here, with a way back), the photographs the person is marked on (to the viewer at
 * their box) and their album. Whoever named the person, editors and admins edit description
 * and parents (`canEditMention`, which the server checks too).
 */
export function PersonDetailsDialog({ open, person, onClose }: PersonDetailsDialogProps) {
  const { t } = useTranslation('people');
  const titleId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const [trail, setTrail] = useState<Array<string | number>>([person]);
  const [editing, setEditing] = useState(false);
  const current = trail[trail.length - 1] ?? person;
  const query = useMention(current);
  const shown = query.data;
  const viewer = viewerOfToken(useSession().user);
  const mayEdit = shown ? canEditMention(viewer, { createdById: idOfOptionalIri(shown.createdBy) }) : false;

  const openPerson = (iri: string) => {
    setEditing(false);
    setTrail((list) => [...list, iri]);
  };
  const back = () => {
    setEditing(false);
    setTrail((list) => list.slice(0, -1));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
      data-testid="person-details"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        {trail.length > 1 && (
          <IconButton
            onClick={back}
            aria-label={t('details.back')}
            edge="start"
            data-testid="person-details-back"
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {shown?.name ?? t('details.title')}
        </Box>
        {mayEdit && !editing && (
          <IconButton
            onClick={() => setEditing(true)}
            aria-label={t('details.edit')}
            data-testid="person-edit"
          >
            <EditOutlinedIcon />
          </IconButton>
        )}
        <IconButton onClick={onClose} aria-label={t('actions.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('details.loading')} />
          </Box>
        )}
        {query.isError && (
          <Alert severity="error">
            {t(isNotFound(query.error) ? 'details.missing' : 'details.loadFailed')}
          </Alert>
        )}
        {shown &&
          (editing ? (
            <PersonEditForm person={shown} onDone={() => setEditing(false)} />
          ) : (
            <>
              <PersonFacts person={shown} onOpenPerson={openPerson} onLeave={onClose} />
              {viewer && <FaceSuggestions person={shown} onLeave={onClose} />}
            </>
          ))}
      </DialogContent>
    </Dialog>
  );
}

function PersonFacts({
  person,
  onOpenPerson,
  onLeave,
}: {
  person: Mention;
  onOpenPerson(iri: string): void;
  /** A link leaves the dialog for another screen. */
  onLeave(): void;
}) {
  const { t } = useTranslation('people');
  const albumId = idOfOptionalIri(person.album);
  const albumPath = albumId === null ? null : routePath('ImageGalleryShow', { id: albumId });
  // One entry per photograph, at the first box the person has there.
  const firstBoxes = new Map<string, Mention['appearances'][number]>();
  for (const entry of person.appearances) {
    if (entry.photograph && !firstBoxes.has(entry.photograph)) firstBoxes.set(entry.photograph, entry);
  }
  const places = [...firstBoxes.values()];
  const hasFamily = person.mother || person.father || person.children.length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {person.imagePaths.length > 0 && (
        <Box
          component="ul"
          aria-label={t('details.crops')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {person.imagePaths.map((path, index) => (
            <Box component="li" key={path} sx={{ flexShrink: 0 }}>
              <Box
                component="img"
                src={mentionImageUrl(path, 'small')}
                alt={t('details.crop', { name: person.name, number: index + 1 })}
                data-testid="person-crop"
                sx={{
                  display: 'block',
                  height: 120,
                  width: 'auto',
                  maxWidth: 240,
                  objectFit: 'contain',
                  borderRadius: 1,
                }}
              />
            </Box>
          ))}
        </Box>
      )}

      {person.description && (
        <Typography
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="person-description-text"
        >
          {person.description}
        </Typography>
      )}

      <Box component="section" aria-labelledby="person-family-heading">
        <Typography
          id="person-family-heading"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, mb: 0.5 }}
        >
          {t('details.family')}
        </Typography>
        {hasFamily ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {person.mother && (
              <Relative label={t('details.mother')}>
                <PersonLink iri={person.mother} onOpen={onOpenPerson} testId="person-mother-link" />
              </Relative>
            )}
            {person.father && (
              <Relative label={t('details.father')}>
                <PersonLink iri={person.father} onOpen={onOpenPerson} testId="person-father-link" />
              </Relative>
            )}
            {person.children.length > 0 && (
              <Relative label={t('details.children', { count: person.children.length })}>
                {person.children.map((child, index) => (
                  <span key={child}>
                    {index > 0 && ', '}
                    <PersonLink iri={child} onOpen={onOpenPerson} testId="person-child-link" />
                  </span>
                ))}
              </Relative>
            )}
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('details.noFamily')}</Typography>
        )}
      </Box>

      {places.length > 0 && (
        <Box component="section" aria-labelledby="person-photographs-heading">
          <Typography
            id="person-photographs-heading"
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('details.photographs', { count: places.length })}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gap: 1,
            }}
          >
            {places.map((entry) => (
              <li key={entry.photograph}>
                <PhotographLink
                  iri={entry.photograph as string}
                  commentId={idOfOptionalIri(entry.comment)}
                  onLeave={onLeave}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}

      {albumPath && (
        <Box>
          <Button
            component={RouterLink}
            to={albumPath}
            onClick={onLeave}
            variant="outlined"
            startIcon={<PhotoLibraryOutlinedIcon />}
            data-testid="person-album-link"
          >
            {t('details.album', { name: person.name })}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Relative({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** A parent or child by name; opens their details in the dialog. */
function PersonLink({ iri, onOpen, testId }: { iri: string; onOpen(iri: string): void; testId: string }) {
  const { t } = useTranslation('people');
  const name = useMention(iri).data?.name;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(iri)}
      data-testid={testId}
      sx={{ verticalAlign: 'baseline' }}
    >
      {name ?? t('details.loadingName')}
    </Link>
  );
}

/** A photograph the person is on, opened in the viewer at their box. */
function PhotographLink({
  iri,
  commentId,
  onLeave,
}: {
  iri: string;
  commentId: number | null;
  onLeave(): void;
}) {
  const { t, i18n } = useTranslation('people');
  const photograph = usePhotograph(idOfIri(iri)).data;
  const base = routePath('PhotographShow', { id: idOfIri(iri) });
  if (!base) return null;
  return (
    <Box
      component={RouterLink}
      to={commentId === null ? base : `${base}/${commentId}`}
      onClick={onLeave}
      data-testid="person-photograph-link"
      sx={{
        display: 'block',
        aspectRatio: '4 / 3',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {photograph ? (
        <Box
          component="img"
          src={thumbnailUrl(photograph.filePath, 'list')}
          alt={photographTitle(photograph, i18n.language)}
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {t('details.photograph')}
        </Box>
      )}
    </Box>
  );
}
