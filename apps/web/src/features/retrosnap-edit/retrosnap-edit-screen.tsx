import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { canEditRetrosnap } from '@retropics/domain/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import { FormScreenHeader, FormSection } from '../../components/form/form-section';
import { UnavailableNotice } from '../../components/form/unavailable-notice';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { idOfIri, idOfOptionalIri } from '../../lib/hydra/iri';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { usePhotograph } from '../../lib/resources/photographs';
import { useRetrosnap } from '../../lib/resources/retrosnaps';
import { homePath, routePath } from '../../lib/routing/route-links';
import { AlignmentEditor } from './components/alignment-editor';
import { RetrosnapTextForm } from './components/retrosnap-text-form';

preloadNamespace('retrosnaps');

/** A picture of the pair with its caption. */
function PairPicture({
  src,
  ratio,
  caption,
  testId,
}: {
  src: string;
  ratio: number;
  caption: string;
  testId: string;
}) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'grid', gap: 1, alignContent: 'start' }}
      data-testid={testId}
    >
      <Box
        component="img"
        src={src}
        alt={caption}
        // Its place is kept while it loads, so the page does not jump.
        sx={{
          width: '100%',
          aspectRatio: ratio > 0 ? `${ratio}` : undefined,
          maxHeight: '60vh',
          objectFit: 'contain',
          bgcolor: '#000',
          borderRadius: 1,
        }}
      />
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Box>
  );
}

/**
 * Spec §2 RetrosnapUpdate `/retrosnaps/edit/:id`, for the author only (spec §6): the historic
 * photograph and the RetroSnap side by side (stacked on phones) with the colorize toggle, the hand
 * alignment, the text with its counter, and delete.
 */
export default function RetrosnapEditScreen() {
  const { t, i18n } = useTranslation('retrosnaps');
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const query = useRetrosnap(valid ? id : 0, { followAlignment: true });
  const retrosnap = valid ? query.data : undefined;
  const photograph = usePhotograph(retrosnap ? idOfIri(retrosnap.photograph) : undefined).data;
  const viewer = viewerOfToken(useSession().user);
  const [colorized, setColorized] = useState(false);
  const showPath = routePath('RetrosnapShow', { id: param ?? '' });
  const close = useCloseScreen(showPath ?? undefined);
  usePageTitle(t('edit.title', { id: param ?? '' }));

  const unavailable = (reason: 'missing' | 'notAllowed' | 'loadFailed') => (
    <UnavailableNotice
      title={t(`unavailable.${reason}.title`)}
      text={t(`unavailable.${reason}.text`)}
      retry={
        reason === 'loadFailed'
          ? { label: t('unavailable.retry'), onClick: () => void query.refetch() }
          : undefined
      }
      links={[
        ...(reason === 'notAllowed' && showPath
          ? [{ to: showPath, label: t('unavailable.toRetrosnap') }]
          : []),
        { to: homePath(), label: t('unavailable.toFeed') },
      ]}
      testId="retrosnap-edit-unavailable"
    />
  );

  if (!valid) return unavailable('missing');
  if (query.isError) return unavailable(isNotFound(query.error) ? 'missing' : 'loadFailed');
  if (!retrosnap) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (!canEditRetrosnap(viewer, { authorId: idOfOptionalIri(retrosnap.author?.['@id']) })) {
    return unavailable('notAllowed');
  }

  // Spec §2 colorize toggle, where the historic photograph has a colorized version (spec §7 media).
  const canColorize = Boolean(photograph?.isBlackAndWhite && photograph.hasColorized);
  const historicPath = photograph
    ? canColorize && colorized
      ? `colorized.${photograph.filePath}`
      : photograph.filePath
    : null;
  const photographTitle = pickTranslation(
    photograph?.translations,
    i18n.resolvedLanguage ?? i18n.language,
  )?.name;
  const retrosnapSrc = thumbnailUrl(retrosnap.filePath, 'big');

  return (
    <Box
      sx={{ px: { xs: 1.5, sm: 3 }, py: 2, pb: 6, maxWidth: 1400, mx: 'auto' }}
      data-testid="retrosnap-edit"
    >
      <FormScreenHeader
        title={t('edit.title', { id: retrosnap.id })}
        backLabel={t('edit.back')}
        onBack={close}
        icon={<ArrowBackIcon />}
      />
      <Stack spacing={2}>
        <FormSection title={t('edit.pictures')} testId="retrosnap-edit-pair">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {historicPath ? (
              <PairPicture
                src={thumbnailUrl(historicPath, 'display')}
                ratio={photograph?.ratio ?? 0}
                caption={
                  photographTitle ? t('edit.historicTitled', { title: photographTitle }) : t('edit.historic')
                }
                testId="retrosnap-edit-historic"
              />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('edit.photographMissing')}</Typography>
            )}
            <PairPicture
              src={thumbnailUrl(retrosnap.filePath, 'display')}
              ratio={retrosnap.ratio}
              caption={t('edit.retrosnap')}
              testId="retrosnap-edit-current"
            />
          </Box>
          {canColorize && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  checked={colorized}
                  onChange={(event) => setColorized(event.target.checked)}
                  data-testid="retrosnap-colorize"
                />
              }
              label={t('edit.colorize')}
            />
          )}
        </FormSection>
        {photograph && historicPath && (
          <FormSection title={t('alignment.title')} testId="retrosnap-edit-alignment">
            <AlignmentEditor
              retrosnap={retrosnap}
              retrosnapSrc={retrosnapSrc}
              photograph={{ src: thumbnailUrl(historicPath, 'big'), ratio: photograph.ratio }}
            />
          </FormSection>
        )}
        <FormSection title={t('edit.textSection')} testId="retrosnap-edit-text">
          <RetrosnapTextForm retrosnap={retrosnap} />
        </FormSection>
      </Stack>
    </Box>
  );
}
