export { SimulatorResult, type SimulatorResultProps, type SimulatorResultItem } from './SimulatorResult';
