export { MoneyPanel, type MoneyPanelProps, type MoneyFigure, type MoneyHoldingRow, type MoneyCashRow, type MoneyTone } from './MoneyPanel';
