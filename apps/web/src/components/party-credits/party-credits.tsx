import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PartyReferenceOutput } from '@retropics/domain/contracts/organization.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { documentPath } from '../../lib/routing/document-links';
import { siteLabel } from './site-label';

preloadNamespace('organizations');

/** How a collection names its organization or a sponsor. */
export type PartyReference = PartyReferenceOutput;

/**
 * A logo on a light plate in both themes: logos are made for white paper, and a dark one with a
 * transparent background would vanish on the dark theme. Height is fixed, width follows the logo
 * up to 3.5 times the height, or less where its place is narrower.
 */
export function PartyLogo({ src, alt, height }: { src: string; alt: string; height: number }) {
  return (
    <Box
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        maxWidth: '100%',
        boxSizing: 'border-box',
        bgcolor: '#fff',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        p: 0.75,
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{
          display: 'block',
          height,
          width: 'auto',
          minWidth: 0,
          maxWidth: `min(${height * 3.5}px, 100%)`,
          objectFit: 'contain',
        }}
      />
    </Box>
  );
}

/** A link to somebody's own site: a new tab, without handing them this page (spec §8). */
export function SiteLink({ url, label }: { url: string; label: string }) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {label}
      <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
    </Link>
  );
}

/**
 * The sponsors of a collection ('Unterstützt von'): each logo and name links to the sponsor's own
 * site. Used on the collection page and in its crowdfunding perks drawer.
 */
export function SponsorList({ sponsors }: { sponsors: readonly PartyReference[] }) {
  const { t } = useTranslation('organizations');
  const headingId = useId();
  if (sponsors.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="sponsor-credits">
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase', mb: 1 }}
        color="text.secondary"
      >
        {t('credits.sponsoredBy')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {sponsors.map((sponsor) => {
          const content = (
            <>
              {sponsor.logoUrl && (
                <PartyLogo
                  src={sponsor.logoUrl}
                  alt={t('credits.logoOf', { name: sponsor.name })}
                  height={32}
                />
              )}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {sponsor.name}
              </Box>
            </>
          );
          const box = {
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 48,
            px: 1,
            py: 0.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            color: 'text.primary',
            textDecoration: 'none',
          } as const;
          return (
            <Box component="li" key={sponsor['@id']} data-testid="sponsor">
              {sponsor.url ? (
                <Link
                  href={sponsor.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('credits.sponsorSite', { name: sponsor.name, site: siteLabel(sponsor.url) })}
                  sx={{ ...box, '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' } }}
                >
                  {content}
                </Link>
              ) : (
                <Box sx={box}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Who is behind a collection and who pays for it (spec §3): the organization with its logo, its
 * page in the app and its own site, then the sponsors. Nothing when the collection names neither.
 */
export function PartyCredits({
  organization,
  sponsors,
}: {
  organization: PartyReference | null;
  sponsors: readonly PartyReference[];
}) {
  const { t } = useTranslation('organizations');
  const headingId = useId();
  if (!organization && sponsors.length === 0) return null;
  const organizationPath = organization ? documentPath(organization['@id']) : null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, my: 2, display: 'grid', gap: 2, borderRadius: 2 }}
      data-testid="party-credits"
    >
      {organization && (
        <Box
          component="section"
          aria-labelledby={headingId}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          data-testid="organization-credit"
        >
          {organization.logoUrl && (
            <PartyLogo
              src={organization.logoUrl}
              alt={t('credits.logoOf', { name: organization.name })}
              height={48}
            />
          )}
          <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Typography
              component="h2"
              id={headingId}
              sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase' }}
              color="text.secondary"
            >
              {t('credits.organization')}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3 }}>
              {organizationPath ? (
                <Link component={RouterLink} to={organizationPath} color="inherit">
                  {organization.name}
                </Link>
              ) : (
                organization.name
              )}
            </Typography>
            {organization.url && (
              <Typography sx={{ fontSize: '0.9rem' }}>
                <SiteLink url={organization.url} label={siteLabel(organization.url)} />
              </Typography>
            )}
          </Box>
        </Box>
      )}
      <SponsorList sponsors={sponsors} />
    </Paper>
  );
}
