import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { RetrosnapQueueList } from '../../components/retrosnap-queue/retrosnap-queue-list';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { idOfIri } from '../../lib/hydra/iri';
import { formatDate } from '../../lib/i18n/format-date';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { usePhotograph } from '../../lib/resources/photographs';
import { type Retrosnap, useAuthorRetrosnaps } from '../../lib/resources/retrosnaps';
import { isRouteAvailable, routePath } from '../../lib/routing/route-links';
import { PhotographPickerDialog } from './components/photograph-picker-dialog';
import { type PagerLink, pagerOf, requestedPage, requestedPageSize } from './retrosnap-pager';

preloadNamespace('retrosnaps');

const TEXT_PREVIEW_LENGTH = 60;

const PAGER_ICONS: Record<PagerLink, ReactNode> = {
  first: <FirstPageIcon />,
  previous: <KeyboardArrowLeftIcon />,
  next: <KeyboardArrowRightIcon />,
  last: <LastPageIcon />,
};

/** The text cut to its first words, so a row stays one or two lines high. */
function shortened(text: string): string {
  return text.length > TEXT_PREVIEW_LENGTH ? `${text.slice(0, TEXT_PREVIEW_LENGTH).trimEnd()}…` : text;
}

/** The historic photograph a RetroSnap repeats, by its title. */
function PhotographCell({ iri }: { iri: string }) {
  const { t, i18n } = useTranslation('retrosnaps');
  const id = idOfIri(iri);
  const photograph = usePhotograph(id).data;
  const title = pickTranslation(photograph?.translations, i18n.resolvedLanguage ?? i18n.language)?.name;
  const path = routePath('PhotographShow', { id });
  const label = title ?? t('list.photograph', { id });
  return path ? (
    <Box component={RouterLink} to={path} sx={{ color: 'inherit' }}>
      {label}
    </Box>
  ) : (
    label
  );
}

const hideOnPhones = { display: { xs: 'none', md: 'table-cell' } } as const;

function RetrosnapRow({ retrosnap }: { retrosnap: Retrosnap }) {
  const { t } = useTranslation('retrosnaps');
  const showPath = routePath('RetrosnapShow', { id: retrosnap.id });
  const editPath = routePath('RetrosnapUpdate', { id: retrosnap.id });
  return (
    <TableRow hover data-testid="retrosnap-row" data-id={retrosnap.id}>
      <TableCell sx={{ width: { xs: 56, sm: 96 } }}>
        <Box
          component="img"
          src={thumbnailUrl(retrosnap.filePath, 'icon')}
          alt={t('list.thumbnail', { id: retrosnap.id })}
          sx={{
            width: { xs: 56, sm: 80 },
            height: { xs: 42, sm: 60 },
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
          }}
        />
      </TableCell>
      <TableCell sx={hideOnPhones}>
        <PhotographCell iri={retrosnap.photograph} />
      </TableCell>
      <TableCell>
        {retrosnap.text ? (
          shortened(retrosnap.text)
        ) : (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('list.noText')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ ...hideOnPhones, whiteSpace: 'nowrap' }}>
        {formatDate(retrosnap.dateCreated.slice(0, 10))}
      </TableCell>
      <TableCell sx={hideOnPhones} data-testid="retrosnap-row-alignment">
        {t(`list.alignment.${retrosnap.alignment.state}`)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {showPath && (
          <Tooltip title={t('list.show')}>
            <IconButton
              component={RouterLink}
              to={showPath}
              aria-label={t('list.showNamed', { id: retrosnap.id })}
            >
              <VisibilityOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        {editPath && (
          <Tooltip title={t('list.edit')}>
            <IconButton
              component={RouterLink}
              to={editPath}
              aria-label={t('list.editNamed', { id: retrosnap.id })}
              data-testid="retrosnap-row-edit"
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * Spec §2 RetrosnapList `/retrosnaps/`: the signed-in person's RetroSnaps as an admin-style table
 * with first/previous/next/last paging, show and edit per row, and a create button that first asks
 * which photograph to repeat.
 */
export function RetrosnapList() {
  const { t } = useTranslation('retrosnaps');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = requestedPage(search);
  const pageSize = requestedPageSize(search);
  const personId = Number(useSession().user?.person_id) || null;
  const list = useAuthorRetrosnaps(personId, page, pageSize);
  const [picking, setPicking] = useState(false);
  usePageTitle(t('list.title'));

  const pager = pagerOf(list.data, page);
  const retrosnaps = list.data?.['hydra:member'] ?? [];
  const total = list.data?.['hydra:totalItems'];
  const canCreate = isRouteAvailable('RetrosnapCreate');
  const goTo = (target: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });

  return (
    <Box
      sx={{ px: { xs: 1.5, sm: 3 }, py: 2, pb: 6, maxWidth: 1200, mx: 'auto' }}
      data-testid="retrosnap-list"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography
          component="h1"
          variant="h2"
          sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' }, flexGrow: 1 }}
        >
          {t('list.title')}
        </Typography>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddAPhotoOutlinedIcon />}
            onClick={() => setPicking(true)}
            data-testid="retrosnap-create"
          >
            {t('list.create')}
          </Button>
        )}
      </Box>
      {/* The RetroSnaps taken offline that still wait for their upload (issue 17 part 4). */}
      <Box sx={{ '&:not(:empty)': { mb: 2 } }}>
        <RetrosnapQueueList />
      </Box>
      {list.isPending && personId !== null ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.failed')}
        </Alert>
      ) : retrosnaps.length === 0 && page === 1 ? (
        <Paper
          sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}
          data-testid="retrosnap-list-empty"
        >
          <Typography component="h2" variant="h6">
            {t('list.empty.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('list.empty.text')}</Typography>
          {canCreate && (
            <Button variant="outlined" startIcon={<AddAPhotoOutlinedIcon />} onClick={() => setPicking(true)}>
              {t('list.create')}
            </Button>
          )}
        </Paper>
      ) : (
        <Paper>
          <TableContainer>
            <Table
              aria-label={t('list.title')}
              size="small"
              // Phones: narrower cells, so the actions stay on screen beside picture and text.
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('list.columns.picture')}</TableCell>
                  <TableCell sx={hideOnPhones}>{t('list.columns.photograph')}</TableCell>
                  <TableCell>{t('list.columns.text')}</TableCell>
                  <TableCell sx={hideOnPhones}>{t('list.columns.date')}</TableCell>
                  <TableCell sx={hideOnPhones}>{t('list.columns.alignment')}</TableCell>
                  <TableCell align="right">{t('list.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {retrosnaps.map((retrosnap) => (
                  <RetrosnapRow key={retrosnap['@id']} retrosnap={retrosnap} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box
            component="nav"
            aria-label={t('list.pager.label')}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, px: 1, py: 1 }}
            data-testid="retrosnap-pager"
          >
            <Typography variant="body2" sx={{ mr: 1 }} data-testid="retrosnap-pager-position">
              {total === undefined
                ? t('list.pager.position', { page, last: pager.lastPage })
                : t('list.pager.positionTotal', { page, last: pager.lastPage, count: total })}
            </Typography>
            {(['first', 'previous', 'next', 'last'] as const).map((link) => {
              const target = pager.targets[link];
              return (
                <IconButton
                  key={link}
                  onClick={() => target !== null && goTo(target)}
                  disabled={target === null}
                  aria-label={t(`list.pager.${link}`)}
                  data-testid={`retrosnap-pager-${link}`}
                >
                  {PAGER_ICONS[link]}
                </IconButton>
              );
            })}
          </Box>
        </Paper>
      )}
      <PhotographPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(photograph) => {
          setPicking(false);
          const path = routePath('RetrosnapCreate', { photograph });
          if (path) void navigate(path);
        }}
      />
    </Box>
  );
}

export default RetrosnapList;
