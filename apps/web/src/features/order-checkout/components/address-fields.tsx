import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AddressDraft, AddressKind } from '../checkout-draft';
import { CALLING_CODES, countryChoices, phoneCountryChoices } from '../countries';

interface AddressFieldsProps {
  kind: AddressKind;
  draft: AddressDraft;
  /** A change of some fields; `fields` are the paths whose messages it clears. */
  onChange: (next: Partial<AddressDraft>, fields: readonly string[]) => void;
  /** The message shown under a field ('billingAddress.givenName'), if any. */
  message: (path: string) => string | undefined;
  /** Shows the messages only of fields the person has left or once submit was tried. */
  touched: (path: string) => boolean;
  onBlur: (path: string) => void;
}

type TextKey = Exclude<keyof AddressDraft, 'addressCountry' | 'phoneCountry' | 'phoneNumber'>;

const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; required: boolean; autoComplete: string; type?: string }> = [
  { key: 'givenName', required: true, autoComplete: 'given-name' },
  { key: 'familyName', required: true, autoComplete: 'family-name' },
  { key: 'organizationName', required: false, autoComplete: 'organization' },
  { key: 'streetAddress', required: true, autoComplete: 'street-address' },
  { key: 'postalCode', required: true, autoComplete: 'postal-code' },
  { key: 'addressLocality', required: true, autoComplete: 'address-level2' },
  { key: 'email', required: false, autoComplete: 'email', type: 'email' },
];

/** Spec §3 Address as a form: names, organisation, country (DE first), phone, street, place, e-mail. */
export function AddressFields({ kind, draft, onChange, message, touched, onBlur }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('orders');
  const autoSection = kind === 'billingAddress' ? 'billing' : 'shipping';
  const errorOf = (field: string) => {
    const path = `${kind}.${field}`;
    return touched(path) ? message(path) : undefined;
  };
  const text = (field: (typeof TEXT_FIELDS)[number]) => {
    const error = errorOf(field.key);
    return (
      <TextField
        key={field.key}
        label={t(`address.${field.key}`)}
        value={draft[field.key]}
        required={field.required}
        type={field.type ?? 'text'}
        autoComplete={`section-${autoSection} ${autoSection} ${field.autoComplete}`}
        onChange={(event) =>
          onChange({ [field.key]: event.target.value } as Partial<AddressDraft>, [`${kind}.${field.key}`])
        }
        onBlur={() => onBlur(`${kind}.${field.key}`)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { 'data-testid': `${kind}-${field.key}` } }}
        fullWidth
      />
    );
  };
  const [given, family, organization, street, postal, locality, email] = TEXT_FIELDS;
  const countryError = errorOf('addressCountry');
  const phoneError = errorOf('phoneNumber');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {given && text(given)}
      {family && text(family)}
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{organization && text(organization)}</Box>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{street && text(street)}</Box>
      {postal && text(postal)}
      {locality && text(locality)}
      <TextField
        select
        label={t('address.addressCountry')}
        value={draft.addressCountry}
        required
        onChange={(event) => onChange({ addressCountry: event.target.value }, [`${kind}.addressCountry`])}
        error={countryError !== undefined}
        helperText={countryError}
        slotProps={{
          select: { native: true },
          htmlInput: { 'data-testid': `${kind}-addressCountry` },
        }}
        fullWidth
      >
        {countryChoices(i18n.language).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </TextField>
      {email && text(email)}
      <Box
        sx={{
          gridColumn: { sm: '1 / -1' },
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        }}
      >
        <TextField
          select
          label={t('address.phoneCountry')}
          value={draft.phoneCountry}
          onChange={(event) => onChange({ phoneCountry: event.target.value }, [`${kind}.phoneNumber`])}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': `${kind}-phoneCountry` } }}
          fullWidth
        >
          {phoneCountryChoices(i18n.language).map((country) => (
            <option key={country.code} value={country.code}>
              {`+${CALLING_CODES[country.code]} ${country.name}`}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('address.phoneNumber')}
          value={draft.phoneNumber}
          type="tel"
          autoComplete={`section-${autoSection} ${autoSection} tel-national`}
          onChange={(event) => onChange({ phoneNumber: event.target.value }, [`${kind}.phoneNumber`])}
          onBlur={() => onBlur(`${kind}.phoneNumber`)}
          error={phoneError !== undefined}
          helperText={phoneError}
          slotProps={{ htmlInput: { 'data-testid': `${kind}-phoneNumber` } }}
          fullWidth
        />
      </Box>
    </Box>
  );
}
