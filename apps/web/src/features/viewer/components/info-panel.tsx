import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Collection } from '../../../lib/entities/collection';
import { localName } from '../../../lib/i18n/content-texts';
import { useLicenceName } from '../../../lib/i18n/use-licence-name';
import { useCategories } from '../../../lib/resources/categories';
import type { Photograph } from '../../../lib/resources/photographs';
import { useReverseGeocode } from '../../../lib/resources/places';
import { dateLine, pickTranslation } from '../translated-text';

/** Spec §2: 250 px high with a description, else 150 px. */
export const INFO_PANEL_HEIGHT = { withDescription: 250, withoutDescription: 150 } as const;

interface InfoPanelProps {
  photograph: Photograph;
  collection: Collection | undefined;
  language: string;
  onOpenCollection(): void;
  onOpenComments(): void;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        component="span"
        sx={{ color: 'text.secondary', display: 'inline-flex', mt: '2px' }}
        aria-hidden="true"
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A source that ends with its address ('Library of Congress, … https://www.loc.gov/…') links its name there. */
function SourceLine({ source }: { source: string }) {
  const { t } = useTranslation('viewer');
  const linked = /^(.+?)\s+(https?:\/\/\S+)$/.exec(source);
  if (!linked) return <>{t('info.source', { source })}</>;
  return (
    <Trans
      t={t}
      i18nKey="info.sourceLinked"
      values={{ source: linked[1] }}
      components={{
        anchor: <Link href={linked[2]} target="_blank" rel="noopener noreferrer" />,
      }}
    />
  );
}

/**
 * Spec §2 info panel: name and description in the visitor's language (or the one there is), date,
 * place with district and street from reverse geocoding, comment and RetroSnap counts, hashtags,
 * street sign, attribution (collection, photographer, source, licence link) and 'more info'.
 */
export function InfoPanel({
  photograph,
  collection,
  language,
  onOpenCollection,
  onOpenComments,
}: InfoPanelProps) {
  const { t } = useTranslation('viewer');
  const [more, setMore] = useState(false);
  const text = pickTranslation(photograph.translations, language);
  const description = text?.description?.trim() ?? '';
  const reverse = useReverseGeocode(photograph.place?.geo).data;
  const categories = useCategories(photograph.categories.length > 0).data ?? [];
  const hashtags = photograph.categories.flatMap((iri) => {
    const category = categories.find((entry) => entry['@id'] === iri);
    if (!category) return [];
    const name = pickTranslation(category.translations ?? [], language)?.name ?? category.name;
    return [`#${name.replace(/\s+/g, '')}`];
  });
  const date = dateLine(photograph);
  const place = photograph.place;
  const locality = localName(
    place?.postalAddress.addressLocality,
    place?.postalAddress.addressLocalityNames,
    language,
  );
  const street = reverse?.road ?? place?.postalAddress.streetAddress ?? null;
  const district = reverse?.cityDistrict ?? null;
  const placeName = place ? localName(place.name, place.names, language) : null;
  const placeParts = [placeName !== street ? placeName : null, district, locality].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  const { attribution } = photograph;
  const licence = useLicenceName()(attribution.licenseName);
  const textLang = text && text.locale !== language ? text.locale : undefined;

  return (
    <Box
      component="section"
      aria-label={t('info.label')}
      data-testid="info-panel"
      sx={{
        height: description ? INFO_PANEL_HEIGHT.withDescription : INFO_PANEL_HEIGHT.withoutDescription,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        py: 1.5,
      }}
    >
      <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 1 }}>
        {description && (
          <Typography
            lang={textLang}
            sx={{
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: more ? 'unset' : 3,
              overflow: 'hidden',
            }}
          >
            {description}
          </Typography>
        )}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 0.75,
          }}
        >
          {date && (
            <Line icon={<EventIcon fontSize="small" />}>
              <Typography variant="body2">{date}</Typography>
            </Line>
          )}
          {placeParts.length > 0 && (
            <Line icon={<PlaceOutlinedIcon fontSize="small" />}>
              <Typography variant="body2" data-testid="info-place">
                {placeParts.join(', ')}
              </Typography>
            </Line>
          )}
          {street && (
            <Box component="li" sx={{ display: 'flex' }}>
              {/* A street sign: white on blue, as in Switzerland and much of Europe. */}
              <Box
                component="span"
                data-testid="street-sign"
                aria-label={t('info.street', { street })}
                role="img"
                sx={{
                  bgcolor: '#1d4f91',
                  color: '#fff',
                  border: '2px solid #fff',
                  outline: '1px solid #1d4f91',
                  borderRadius: 0.5,
                  px: 1,
                  fontSize: '0.8rem',
                  fontWeight: 700,
                  lineHeight: 1.6,
                }}
              >
                {street}
              </Box>
            </Box>
          )}
          <Box component="li">
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={onOpenComments}
              color="inherit"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <ChatBubbleOutlineIcon fontSize="small" aria-hidden="true" />
              {t('info.comments', { count: photograph.commentsCount })}
            </Link>
          </Box>
          <Line icon={<CameraAltOutlinedIcon fontSize="small" />}>
            <Typography variant="body2">
              {t('info.retrosnaps', { count: photograph.retrosnapsCount })}
            </Typography>
          </Line>
        </Box>
        {hashtags.length > 0 && (
          <Box
            component="ul"
            aria-label={t('info.hashtags')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}
          >
            {hashtags.map((tag) => (
              <li key={tag}>
                <Chip size="small" label={tag} variant="outlined" />
              </li>
            ))}
          </Box>
        )}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          component="div"
          data-testid="attribution"
        >
          {collection && (
            <>
              {t('info.collection')}{' '}
              <Link component="button" type="button" variant="body2" onClick={onOpenCollection}>
                {collection.headline}
              </Link>
              {' · '}
            </>
          )}
          {attribution.photographer && (
            <>
              {t('info.photographer', { name: attribution.photographer })}
              {' · '}
            </>
          )}
          {licence &&
            (attribution.licenseUrl ? (
              <Link href={attribution.licenseUrl} target="_blank" rel="noopener noreferrer license">
                {licence}
              </Link>
            ) : (
              licence
            ))}
        </Typography>
        {more && attribution.source && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            data-testid="source-line"
          >
            <SourceLine source={attribution.source} />
          </Typography>
        )}
        {(attribution.source || description.length > 160) && (
          <Box>
            <Button size="small" onClick={() => setMore((value) => !value)} aria-expanded={more}>
              {more ? t('info.lessInfo') : t('info.moreInfo')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
