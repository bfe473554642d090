import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COLLECTION_STATUS_NAMES } from '@retropics/domain/constants';
import type { StatusChangeOutput } from '@retropics/domain/contracts/photograph-collection.contract';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../../../lib/resources/products';
import type { WorkflowDraft } from '../collection-draft';
import { PartyPicker } from './party-pickers';

const STATUSES = Object.keys(COLLECTION_STATUS_NAMES).map(Number);

interface WorkflowPanelProps {
  draft: WorkflowDraft;
  onChange: (next: Partial<WorkflowDraft>, clear: readonly string[]) => void;
  history: readonly StatusChangeOutput[];
  message: (field: string) => string | undefined;
}

/** A product's name in the reader's language, else the first it has. */
function productName(translations: ReadonlyArray<{ locale: string; name: string }>, language: string) {
  return (translations.find((entry) => entry.locale === language) ?? translations[0])?.name ?? '';
}

/**
 * 'Status und Crowdfunding' for editors and admins (spec §4, issue 16): the six statuses, the
 * crowdfunding goal and what is funded in euros, the perks from the shop's products, the
 * organization behind it and its sponsors, and the record of who moved the collection when.
 */
export function WorkflowPanel({ draft, onChange, history, message }: WorkflowPanelProps) {
  const { t, i18n } = useTranslation('collection-edit');
  const products = useProductChoices(true);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label={t('workflow.status')}
        value={draft.status}
        onChange={(event) => onChange({ status: Number(event.target.value) }, ['status'])}
        error={Boolean(message('status'))}
        helperText={message('status') ?? t('workflow.statusHint')}
        slotProps={{ select: { inputProps: { 'data-testid': 'collection-status-select' } } }}
        fullWidth
      >
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status} data-testid={`collection-status-${status}`}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('workflow.required')}
          name="crowdfundingRequired"
          value={draft.crowdfundingRequired}
          onChange={(event) =>
            onChange({ crowdfundingRequired: event.target.value }, ['crowdfundingRequired'])
          }
          error={Boolean(message('crowdfundingRequired'))}
          helperText={message('crowdfundingRequired') ?? t('workflow.requiredHint')}
          slotProps={{ ...euros, htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('workflow.funded')}
          name="crowdfundingFunded"
          value={draft.crowdfundingFunded}
          onChange={(event) => onChange({ crowdfundingFunded: event.target.value }, ['crowdfundingFunded'])}
          error={Boolean(message('crowdfundingFunded'))}
          helperText={message('crowdfundingFunded')}
          slotProps={{ ...euros, htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <FormControl component="fieldset" error={Boolean(message('perks'))}>
        <FormLabel component="legend">{t('workflow.perks')}</FormLabel>
        {products.isPending ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('workflow.perksLoading')}</Typography>
        ) : (
          <FormGroup>
            {(products.data ?? []).map((product) => {
              const checked = draft.perks.includes(product['@id']);
              return (
                <FormControlLabel
                  key={product['@id']}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={() =>
                        onChange(
                          {
                            perks: checked
                              ? draft.perks.filter((iri) => iri !== product['@id'])
                              : [...draft.perks, product['@id']],
                          },
                          ['perks'],
                        )
                      }
                    />
                  }
                  label={t('workflow.perk', {
                    name: productName(product.translations, i18n.language),
                    price: product.priceWithVat.toLocaleString(i18n.language, {
                      style: 'currency',
                      currency: 'EUR',
                    }),
                  })}
                />
              );
            })}
          </FormGroup>
        )}
        {message('perks') && <FormHelperText>{message('perks')}</FormHelperText>}
      </FormControl>
      <PartyPicker
        kind="organizations"
        multiple={false}
        value={draft.organization}
        onChange={(organization) => onChange({ organization }, ['organization'])}
        label={t('workflow.organization')}
        hint={t('workflow.organizationHint')}
        error={message('organization')}
        testId="collection-organization"
      />
      <PartyPicker
        kind="sponsors"
        multiple
        value={draft.sponsors}
        onChange={(sponsors) => onChange({ sponsors }, ['sponsors'])}
        label={t('workflow.sponsors')}
        hint={t('workflow.sponsorsHint')}
        error={message('sponsors')}
        testId="collection-sponsors"
      />
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('workflow.history')}
        </Typography>
        {history.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('workflow.noHistory')}</Typography>
        ) : (
          <List dense data-testid="collection-status-history">
            {[...history].reverse().map((change) => (
              <ListItem key={`${change.dateCreated}-${change.toStatus}`} disableGutters>
                <ListItemText
                  primary={t('workflow.change', {
                    from: t(`status.${change.fromStatus}`),
                    to: t(`status.${change.toStatus}`),
                  })}
                  secondary={t('workflow.changedBy', {
                    name: change.changedByName ?? t('workflow.someone'),
                    date: date.format(new Date(change.dateCreated)),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
