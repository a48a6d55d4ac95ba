export { FraudFlags, type FraudFlagsProps, type FraudFlagItem } from './FraudFlags';
