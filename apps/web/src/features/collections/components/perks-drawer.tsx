import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatEuro } from '../../../components/crowdfunding/crowdfunding-progress';
import { SponsorList } from '../../../components/party-credits/party-credits';
import { ShopDrawer } from '../../../components/shop-drawer/shop-drawer';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { useBackers } from '../../../lib/resources/orders';
import { useCollection } from '../../../lib/resources/photograph-collections';
import { usePerks } from '../../../lib/resources/products';
import { BackerList } from './backer-list';
import { PerkPurchase } from './perk-purchase';

interface PerksDrawerProps {
  open: boolean;
  onClose: () => void;
  perks: ReadonlyArray<{ product: string; numberOfPucrchases: number }>;
}

/**
 * Spec §2 collection: the side drawer of perks (320 px, full width on small screens) with their
 * prices, options and the way to back the collection with one (spec §4 Perk selection), and the
 * backers who chose to be thanked by name.
 */
export function PerksDrawer({ open, onClose, perks }: PerksDrawerProps) {
  const { t, i18n } = useTranslation('browse');
  const products = usePerks(perks.map((perk) => perk.product));
  const purchases = new Map(perks.map((perk) => [perk.product, perk.numberOfPucrchases]));
  // The drawer belongs to the collection screen, whose collection is already loaded: its sponsors
  // are thanked here too, where people decide to pay (read from that answer, not asked again).
  const collectionId = Number(useParams().id);
  const sponsors = useCollection(collectionId).data?.sponsors ?? [];
  const backers = useBackers(collectionId, open).data ?? [];
  return (
    <ShopDrawer
      open={open}
      onClose={onClose}
      title={t('collection.perks')}
      closeLabel={t('collection.closePerks')}
    >
      <Typography sx={{ px: 2, color: 'text.secondary', fontSize: '0.9rem' }}>
        {t('collection.perksIntro')}
      </Typography>
      {products.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('collection.perksLoading')} />
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5 }}
          data-testid="perks"
        >
          {(products.data ?? []).map((perk) => {
            const text = pickTranslation(perk.translations, i18n.language);
            const count = purchases.get(perk['@id']) ?? perk.numberOfPucrchases;
            return (
              <Box
                component="li"
                key={perk.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
                data-testid="perk"
              >
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                >
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {text?.name}
                  </Typography>
                  <Typography
                    component="p"
                    sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
                  >
                    {/* A contribution of one's own choosing has no price of its own to show. */}
                    {perk.additionalAttributes.customAmount
                      ? t('collection.perkAnyAmount')
                      : formatEuro(perk.priceWithVat, i18n.language)}
                  </Typography>
                </Box>
                {text?.description && (
                  <Typography sx={{ fontSize: '0.9rem', mt: 0.5 }}>{text.description}</Typography>
                )}
                <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary', mt: 0.5 }}>
                  {t('collection.perkPurchases', { count })}
                </Typography>
                <PerkPurchase perk={perk} name={text?.name ?? ''} collectionId={collectionId} />
              </Box>
            );
          })}
        </Box>
      )}
      {backers.length > 0 && <BackerList backers={backers} />}
      {sponsors.length > 0 && (
        <Box sx={{ px: 2, pb: 3 }}>
          <SponsorList sponsors={sponsors} />
        </Box>
      )}
    </ShopDrawer>
  );
}
