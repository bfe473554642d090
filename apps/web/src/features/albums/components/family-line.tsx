import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Mention, useMention, usePersonOfAlbum } from '../../../lib/resources/mentions';

const PersonDetailsDialog = lazy(() =>
  import('../../../components/person-selection/person-details-dialog').then((module) => ({
    default: module.PersonDetailsDialog,
  })),
);

/** A relative by IRI, as a button that opens their details. */
function Relative({ iri, onOpen }: { iri: string; onOpen(iri: string): void }) {
  const person = useMention(iri).data;
  if (!person) return null;
  return (
    <Button size="small" onClick={() => onOpen(iri)} sx={{ textTransform: 'none', minWidth: 0 }}>
      {person.name}
    </Button>
  );
}

function Relatives({ label, iris, onOpen }: { label: string; iris: string[]; onOpen(iri: string): void }) {
  if (iris.length === 0) return null;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {iris.map((iri) => (
        <Relative key={iri} iri={iri} onOpen={onOpen} />
      ))}
    </Box>
  );
}

/**
 * The family line of a person's album (issue 15: the person's public page): who the album is
 * about, their parents and children, each opening the person-details dialog.
 */
export function FamilyLine({ albumId }: { albumId: number }) {
  const { t } = useTranslation('browse');
  const person: Mention | null | undefined = usePersonOfAlbum(albumId).data;
  const [opened, setOpened] = useState<string | null>(null);
  if (!person) return null;
  const parents = [person.mother, person.father].filter((iri): iri is string => Boolean(iri));
  return (
    <Box component="section" aria-label={t('album.family.label', { name: person.name })} sx={{ mt: 1.5 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
        }}
        data-testid="album-family"
      >
        <Box component="li">
          <Button
            size="small"
            variant="outlined"
            startIcon={<FamilyRestroomIcon />}
            onClick={() => setOpened(person['@id'])}
          >
            {t('album.family.details', { name: person.name })}
          </Button>
        </Box>
        <Relatives label={t('album.family.parents')} iris={parents} onOpen={setOpened} />
        <Relatives label={t('album.family.children')} iris={person.children} onOpen={setOpened} />
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <PersonDetailsDialog key={opened} open person={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Box>
  );
}
