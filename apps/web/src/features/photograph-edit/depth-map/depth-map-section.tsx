import BrushOutlinedIcon from '@mui/icons-material/BrushOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DepthMapUploadSource } from '@retropics/domain/contracts/depth-map.contract';
import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { viewerOfToken } from '../../../components/comments/comment-rights';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { FormSection } from '../../../components/form/form-section';
import { useSession } from '../../../lib/auth/session-store';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../../lib/i18n/preload-namespace';
import { originalPhotographUrl, thumbnailUrl } from '../../../lib/media/image-urls';
import { useDeleteDepthMap, useUploadDepthMap } from '../../../lib/resources/depth-maps';
import { routePath } from '../../../lib/routing/route-links';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { DepthPainter } from './depth-painter';

preloadNamespace('depth');

type DepthState = Pick<PhotographOutput, 'depthMapPath' | 'depthMapData'>;

/** A refusal's own words (the server names the wrong ratio or type), else the general one. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const first = error.violations[0]?.message;
    if (first) return first;
  }
  return fallback;
}

/**
 * Issue 20: the editors' depth map of a photograph in its edit screen: what there is (made how,
 * how big), upload or replace a file, remove it, paint corrections on it and save them. Each
 * action saves at once, apart from the form's own save.
 */
export function DepthMapSection({ photograph }: { photograph: PhotographOutput }) {
  const { t } = useTranslation('depth');
  const viewer = viewerOfToken(useSession().user);
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const section = useRef<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState<DepthState>({
    depthMapPath: photograph.depthMapPath,
    depthMapData: photograph.depthMapData,
  });
  const [painting, setPainting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDepthMap();
  const remove = useDeleteDepthMap();
  const busy = upload.isPending || remove.isPending;

  // The 2.5D screen's 'add a depth map' leads here.
  useEffect(() => {
    if (window.location.hash === '#depth-map') section.current?.scrollIntoView({ block: 'start' });
  }, []);

  if (!canAddPhotographVersions(viewer)) return null;

  const send = async (file: Blob, source: DepthMapUploadSource) => {
    setError(null);
    try {
      const saved = await upload.mutateAsync({ id: photograph.id, file, source });
      setCurrent({ depthMapPath: saved.depthMapPath, depthMapData: saved.depthMapData });
      setPainting(false);
      showSuccess(t('editor.uploaded'));
    } catch (failure) {
      setError(failureText(failure, t('editor.failed')));
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file, 'upload');
  };
  const removeMap = async () => {
    setError(null);
    try {
      const saved = await remove.mutateAsync(photograph.id);
      setCurrent({ depthMapPath: saved.depthMapPath, depthMapData: saved.depthMapData });
      setPainting(false);
      showSuccess(t('editor.removed'));
    } catch (failure) {
      setError(failureText(failure, t('editor.failed')));
    } finally {
      setConfirming(false);
    }
  };

  const { depthMapPath, depthMapData } = current;
  const mapUrl = depthMapPath ? originalPhotographUrl(depthMapPath) : null;
  const viewerPath = routePath('Viewer25D', { id: photograph.id });
  return (
    <Box ref={section} id="depth-map" sx={{ scrollMarginTop: 16 }}>
      <FormSection title={t('editor.heading')} testId="photograph-edit-depth-map">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('editor.intro')}
          </Typography>
          {mapUrl && depthMapData ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box
                component="img"
                src={mapUrl}
                alt={t('editor.heading')}
                sx={{ width: 120, aspectRatio: `${photograph.ratio}`, objectFit: 'cover', borderRadius: 1 }}
              />
              <Box>
                <Typography data-testid="depth-map-source">
                  {t(`editor.madeBy.${depthMapData.source}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('editor.size', { width: depthMapData.width, height: depthMapData.height })}
                </Typography>
              </Box>
            </Box>
          ) : (
            <Typography data-testid="depth-map-none">{t('editor.none')}</Typography>
          )}
          {error && (
            <Alert severity="error" data-testid="depth-map-error">
              {error}
            </Alert>
          )}
          {painting && mapUrl ? (
            <DepthPainter
              picture={thumbnailUrl(photograph.filePath, 'display', 'jpeg')}
              depthMap={mapUrl}
              ratio={photograph.ratio}
              busy={upload.isPending}
              onSave={(file) => void send(file, 'painted')}
              onCancel={() => setPainting(false)}
            />
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/png,image/jpeg"
                hidden
                onChange={chosen}
                data-testid="depth-map-file"
              />
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => input.current?.click()}
                disabled={busy}
              >
                {t(upload.isPending ? 'editor.uploading' : mapUrl ? 'editor.replace' : 'editor.upload')}
              </Button>
              {mapUrl && (
                <>
                  <Button startIcon={<BrushOutlinedIcon />} onClick={() => setPainting(true)} disabled={busy}>
                    {t('editor.paint')}
                  </Button>
                  {viewerPath && (
                    <Button component={RouterLink} to={viewerPath} startIcon={<ViewInArOutlinedIcon />}>
                      {t('editor.view')}
                    </Button>
                  )}
                  <Button
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => setConfirming(true)}
                    disabled={busy}
                    aria-haspopup="dialog"
                  >
                    {t('editor.remove')}
                  </Button>
                </>
              )}
            </Box>
          )}
        </Box>
        <ConfirmDialog
          open={confirming}
          question={t('editor.removeConfirm')}
          detail={t('editor.removeDetail')}
          confirmLabel={t('editor.removeYes')}
          cancelLabel={t('editor.removeNo')}
          busy={remove.isPending}
          onConfirm={() => void removeMap()}
          onCancel={() => setConfirming(false)}
          data-testid="confirm-remove-depth-map"
        />
      </FormSection>
    </Box>
  );
}
