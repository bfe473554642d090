import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { showsCrowdfunding } from '@retropics/domain/collection-status';
import { useTranslation } from 'react-i18next';
import { type Collection, collectionCoverUrl } from '../../lib/entities/collection';
import { collectionInLanguage, localName } from '../../lib/i18n/content-texts';
import { documentPath } from '../../lib/routing/document-links';
import { CardGrid, LinkCard } from '../tiles/link-card';
import { TileImage } from '../tiles/tile-image';
import { CrowdfundingProgress } from './crowdfunding-progress';

/** A crowdfunding collection as a card (landing page, collections list): cover, progress bar, headline. */
export function CollectionCard({
  collection: stored,
  headingLevel = 'h3',
}: {
  collection: Collection;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('browse');
  const collection = collectionInLanguage(stored, i18n.language);
  const to = documentPath(collection['@id']);
  const place = collection.place
    ? (localName(
        collection.place.postalAddress?.addressLocality,
        collection.place.postalAddress?.addressLocalityNames,
        i18n.language,
      ) ?? localName(collection.place.name, collection.place.names, i18n.language))
    : null;
  const body = (
    <>
      <Box sx={{ position: 'relative', aspectRatio: '3 / 2' }}>
        <TileImage sources={[]} src={collectionCoverUrl(collection, 'list')} size="list" />
      </Box>
      <CardContent>
        <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
          {collection.headline}
        </Typography>
        {place && <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{place}</Typography>}
        {collection.coverCaption && (
          // What the picture shows when it is an archive picture standing in for the campaign's own.
          <Typography
            sx={{
              color: 'text.secondary',
              fontSize: '0.8rem',
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
            title={collection.coverCaption}
            data-testid="collection-card-caption"
          >
            {collection.coverCaption}
          </Typography>
        )}
        {!showsCrowdfunding(collection.status) ? (
          // Past its campaign (an organization's page lists every public status): where it stands.
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 1 }}>
            {t(`collection.status.${collection.status}`)}
          </Typography>
        ) : (collection.crowdfundingRequired ?? 0) > 0 ? (
          <CrowdfundingProgress
            funded={collection.crowdfundingFunded ?? 0}
            required={collection.crowdfundingRequired ?? 0}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 1 }}>
            {t('collection.noGoal')}
          </Typography>
        )}
      </CardContent>
    </>
  );
  return (
    <LinkCard to={to} testId="collection-card">
      {body}
    </LinkCard>
  );
}

/** Collections as a grid of cards (the collections list and the landing page). */
export function CollectionGrid({
  collections,
  headingLevel,
  testId,
}: {
  collections: readonly Collection[];
  headingLevel?: 'h2' | 'h3';
  testId: string;
}) {
  return (
    <CardGrid columns="repeat(auto-fill, minmax(min(100%, 280px), 1fr))" testId={testId}>
      {collections.map((collection) => (
        <li key={collection['@id']}>
          <CollectionCard collection={collection} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
