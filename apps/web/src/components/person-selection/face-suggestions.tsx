import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { idOfIri } from '../../lib/hydra/iri';
import {
  type FaceSuggestion,
  type Mention,
  useAnswerFaceSuggestion,
  useFaceSuggestions,
} from '../../lib/resources/mentions';
import { usePhotograph } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { photographTitle } from '../tiles/photograph-tile';
import { faceCropUrl } from './face-crop';

/** At or above this the faces are called 'very alike'; the number itself is no certainty to show. */
const VERY_ALIKE = 0.9;

/**
 * Issue 15 part 4: 'Is this also {name}?' for a signed-in viewer — faces on other photographs the
 * detector finds alike, each a question with yes and no. Worded as a suggestion throughout: only
 * a yes marks the person there (as the viewer's mention); a no drops it from this viewer's list.
 * Nothing shows while there are none.
 */
export function FaceSuggestions({ person, onLeave }: { person: Mention; onLeave(): void }) {
  const { t } = useTranslation('people');
  const query = useFaceSuggestions(person.id, true);
  const answer = useAnswerFaceSuggestion(person.id);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const suggestions = query.data ?? [];
  if (suggestions.length === 0 && !confirmed && !answer.isError) return null;

  return (
    <Box
      component="section"
      aria-labelledby="person-suggestions-heading"
      data-testid="face-suggestions"
      sx={{ mt: 2.5, border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1, p: 1.5 }}
    >
      <Typography id="person-suggestions-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('suggestions.title', { name: person.name })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('suggestions.hint', { name: person.name })}
      </Typography>
      <Box role="status" sx={{ '&:empty': { display: 'none' }, mb: 1 }}>
        {confirmed && <Alert severity="success">{confirmed}</Alert>}
      </Box>
      {answer.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('suggestions.failed')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {suggestions.map((suggestion) => (
          <SuggestionRow
            key={suggestion.face}
            suggestion={suggestion}
            name={person.name}
            busy={answer.isPending && answer.variables?.suggestion.face === suggestion.face}
            onLeave={onLeave}
            onAnswer={(value, title) => {
              setConfirmed(null);
              answer.mutate(
                { suggestion, answer: value },
                {
                  onSuccess: () =>
                    setConfirmed(
                      value === 'yes'
                        ? t('suggestions.confirmed', { name: person.name, title })
                        : t('suggestions.declined'),
                    ),
                },
              );
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

function SuggestionRow({
  suggestion,
  name,
  busy,
  onLeave,
  onAnswer,
}: {
  suggestion: FaceSuggestion;
  name: string;
  busy: boolean;
  onLeave(): void;
  onAnswer(answer: 'yes' | 'no', title: string): void;
}) {
  const { t, i18n } = useTranslation('people');
  const photographId = idOfIri(suggestion.photograph);
  const photograph = usePhotograph(photographId).data;
  const title = photograph ? photographTitle(photograph, i18n.language) : t('details.photograph');
  const path = routePath('PhotographShow', { id: photographId });
  const closeness = suggestion.similarity >= VERY_ALIKE ? 'veryAlike' : 'alike';
  return (
    <Box
      component="li"
      data-testid="face-suggestion"
      sx={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: 1.5, alignItems: 'start' }}
    >
      <Box
        component="img"
        src={faceCropUrl(suggestion)}
        alt={t('suggestions.crop', { title })}
        sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`suggestions.${closeness}`)}
        </Typography>
        {path ? (
          <Link
            component={RouterLink}
            to={path}
            onClick={onLeave}
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
            data-testid="face-suggestion-photograph"
          >
            {title}
          </Link>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{title}</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() => onAnswer('yes', title)}
            aria-label={t('suggestions.yesLabel', { name, title })}
            data-testid="face-suggestion-yes"
          >
            {t('suggestions.yes')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => onAnswer('no', title)}
            aria-label={t('suggestions.noLabel', { name, title })}
            data-testid="face-suggestion-no"
          >
            {t('suggestions.no')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
