export { SimulatorForm, type SimulatorFormProps } from './SimulatorForm';
