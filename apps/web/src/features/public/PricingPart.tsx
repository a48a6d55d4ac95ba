import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { brand, planCardFeatures } from '@pt/api';
import { useAffiliateSession, useAuth, usePlans } from '@pt/react';
import { Button, ButtonLink, Inline } from '@pt/ui';
import { OfferCard, OfferGrid } from '@pt/ui/site';
import { BillingCycleToggle } from '@pt/ui/billing';
import { offerDisplay, salesMailto, trialTarget } from './pricing';
import { renderRouterLink } from '../../app/renderRouterLink';

export interface PricingPartProps {
  /** Told whether the plans have replaced their placeholder (loaded or failed): the section's height is final then. */
  onSettled?(settled: boolean): void;
}

/** The landing's plans from the reference API (product §2, §9), with the affiliate discount when one applies. */
export function PricingPart({ onSettled }: PricingPartProps) {
  const plans = usePlans();
  const settled = plans.offers.length > 0 || plans.status === 'error';
  useEffect(() => { onSettled?.(settled); }, [settled, onSettled]);
  const auth = useAuth();
  const navigate = useNavigate();
  const { discount } = useAffiliateSession();
  const signedIn = auth.status === 'signedIn';
  return (
    <>
      <Inline align="center" marginBottom="8">
        <BillingCycleToggle value={plans.cycle} onValueChange={plans.setCycle} label="Billing cycle" />
      </Inline>
      <OfferGrid loading={!settled} error={plans.status === 'error' ? plans.message : null}
        onRetry={() => { void plans.refresh(); }}>
        {plans.offers.map((offer) => {
          const shown = offerDisplay(offer, discount);
          const trial = trialTarget(signedIn, offer.name);
          return (
            <OfferCard
              key={offer.id}
              name={offer.name}
              description={offer.description}
              price={shown.price}
              originalPrice={shown.originalPrice}
              discountPercent={shown.discountPercent}
              cycleLabel={shown.cycleLabel}
              features={planCardFeatures(offer)}
              featured={offer.icon === 'premium'}
              tag={offer.icon === 'premium' ? 'Most popular' : undefined}
              actions={shown.isFree ? (
                <ButtonLink href="/signup" variant="outline" fullWidth renderLink={renderRouterLink}>Get Started</ButtonLink>
              ) : (
                <>
                  <Button fullWidth onClick={() => navigate(trial.to, trial.state ? { state: trial.state } : undefined)}>Start Free Trial</Button>
                  <ButtonLink href={salesMailto(brand.salesEmail, offer.name)} variant="ghost" fullWidth>Contact Sales</ButtonLink>
                </>
              )}
            />
          );
        })}
      </OfferGrid>
    </>
  );
}
