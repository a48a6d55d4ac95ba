export { chartKeyMove, type ChartCursor, type ChartKeyOptions, type ChartShape } from './chartKeys';
export { ChartFrame, ChartLiveRegion, chartKeysHint, type ChartFrameProps } from './ChartFrame';
export { ChartSoundButton, type ChartSoundButtonProps } from './ChartSoundButton';
export { useChartKeyboard, type ChartKeyboard, type ChartKeyboardOptions } from './useChartKeyboard';
