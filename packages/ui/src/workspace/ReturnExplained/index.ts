export { ReturnExplained, type ReturnExplainedProps, type ReturnLine, type ReturnEntry, type ReturnFigure, type ReturnTone } from './ReturnExplained';
