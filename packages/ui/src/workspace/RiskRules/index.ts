export { RiskRules, type RiskRulesProps, type RiskRuleItem } from './RiskRules';
