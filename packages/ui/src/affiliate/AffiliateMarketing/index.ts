export {
  CommissionHighlight, AffiliateBenefitGrid, AffiliateRegisterCta, affiliateBenefits,
  type CommissionHighlightProps, type AffiliateBenefitGridProps, type AffiliateRegisterCtaProps, type AffiliateBenefit,
} from './AffiliateMarketing';
