import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListLoadError, ListLoading } from '../../../components/list-load-states';
import { PartyLogo, SiteLink } from '../../../components/party-credits/party-credits';
import { siteLabel } from '../../../components/party-credits/site-label';
import {
  type Organization,
  type PartyKind,
  type Sponsor,
  useDeleteOrganization,
  useDeleteSponsor,
  useParties,
} from '../../../lib/resources/organizations';
import { documentPath } from '../../../lib/routing/document-links';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';
import { PartyDialog } from './party-dialog';

type Party = Organization | Sponsor;

/** Spec §5 'Deletes need confirmation': what goes, and that its collections stay. */
function DeleteDialog({ kind, party, onClose }: { kind: PartyKind; party: Party; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const deleteOrganization = useDeleteOrganization();
  const deleteSponsor = useDeleteSponsor();
  const remove = kind === 'organizations' ? deleteOrganization : deleteSponsor;
  const confirm = async () => {
    try {
      await remove.mutateAsync(party.id);
      showSuccess(t('saved.deleted', { name: party.name }));
      onClose();
    } catch {
      showError(t('errors.deleteFailed', { name: party.name }));
    }
  };
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t(`${kind}.deleteTitle`, { name: party.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`${kind}.deleteText`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={remove.isPending}>
          {t('delete.no')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('delete.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PartyRow({
  kind,
  party,
  onEdit,
  onDelete,
}: {
  kind: PartyKind;
  party: Party;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('organizations');
  const page = kind === 'organizations' ? documentPath(party['@id']) : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, p: 1.5, borderRadius: 2 }}
      data-testid="party-row"
    >
      <Box sx={{ width: { xs: 72, sm: 120 }, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
        {party.logoUrl ? (
          <PartyLogo src={party.logoUrl} alt={t('credits.logoOf', { name: party.name })} height={32} />
        ) : (
          <Typography color="text.secondary" sx={{ fontSize: '0.75rem', textAlign: 'center' }}>
            {t('form.noLogo')}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {page ? (
            <Link component={RouterLink} to={page} color="inherit">
              {party.name}
            </Link>
          ) : (
            party.name
          )}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, fontSize: '0.85rem' }}>
          {party.url && <SiteLink url={party.url} label={siteLabel(party.url)} />}
          {'collectionsCount' in party && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
              {t('organizations.collectionsCount', { count: party.collectionsCount })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton onClick={onEdit} aria-label={t('list.edit', { name: party.name })}>
          <EditOutlinedIcon />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={t('list.delete', { name: party.name })} color="error">
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}

/** One tab of the editors' desk: the organizations or the sponsors, searchable, with create, edit and delete. */
export function PartyList({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation('organizations');
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<Party | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Party | null>(null);
  const list = useParties(kind, name);
  const searching = name.trim().length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="search"
          label={t(`${kind}.search`)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          sx={{ flex: '1 1 16rem' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t(`${kind}.create`)}
        </Button>
      </Box>
      <Box aria-live="polite" aria-busy={list.isFetching || list.pending}>
        {list.isPending ? (
          <ListLoading label={t('list.loading')} />
        ) : list.isError && list.items.length === 0 ? (
          <ListLoadError
            text={t('list.loadError')}
            retry={t('page.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.items.length === 0 ? (
          <Typography color="text.secondary" data-testid="party-list-empty">
            {searching ? t('list.noMatch', { name: name.trim() }) : t(`${kind}.empty`)}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            aria-label={t(`${kind}.tab`)}
            data-testid="party-list"
          >
            {list.items.map((party) => (
              <PartyRow
                key={party['@id']}
                kind={kind}
                party={party}
                onEdit={() => setEditing(party)}
                onDelete={() => setDeleting(party)}
              />
            ))}
          </Box>
        )}
      </Box>
      {list.hasNextPage && (
        <Button
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {t('list.more')}
        </Button>
      )}
      {editing && (
        <PartyDialog
          kind={kind}
          party={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteDialog kind={kind} party={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
