// The drawing side of PerformanceChart: lightweight-charts, loaded on first use with a dynamic
// import() so the library lands in a chunk of its own and no page pays for it before a chart
// is on screen.
import type { IChartApi, ISeriesApi, MouseEventParams, Time } from 'lightweight-charts';

export interface CanvasPoint {
  date: string;
  value: number;
}

export interface CanvasColors {
  line: string;
  areaTop: string;
  areaBottom: string;
  benchmark: string;
  text: string;
  grid: string;
  crosshair: string;
  fontFamily: string;
}

export interface PerformanceCanvasOptions {
  colors: CanvasColors;
  /** Labels of the value axis and the crosshair's value. */
  formatValue: (value: number) => string;
  /** The point under the pointer (its index in the main series), or null when it leaves. */
  onPointerPoint: (index: number | null) => void;
}

export interface PerformanceCanvas {
  setData: (main: readonly CanvasPoint[], benchmark: readonly CanvasPoint[] | null) => void;
  /** Puts the crosshair on a point of the main series (keyboard), or clears it. */
  showPoint: (index: number | null) => void;
  destroy: () => void;
}

/** Resolves in a later task, so that the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

/** Draws into `container`, which sets the size (the chart follows it as it resizes). */
export async function createPerformanceCanvas(container: HTMLElement, options: PerformanceCanvasOptions): Promise<PerformanceCanvas> {
  const { createChart, AreaSeries, LineSeries, ColorType, LineStyle } = await import('lightweight-charts');
  // Evaluating the library and building the chart are each a long piece of work on a slow phone:
  // in one task they hold the page's input for 150-200 ms under Lighthouse's 4x CPU slowdown.
  await nextTask();
  const { colors, formatValue, onPointerPoint } = options;
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colors.text,
      fontFamily: colors.fontFamily,
      fontSize: 12,
      // Credited with a visible 'Charts by TradingView' link beside the chart instead.
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
    crosshair: {
      vertLine: { color: colors.crosshair, labelBackgroundColor: colors.line, style: LineStyle.Dashed },
      horzLine: { color: colors.crosshair, labelBackgroundColor: colors.line, style: LineStyle.Dashed },
    },
    // The range buttons choose the period; dragging or wheel-zooming would fight page scroll.
    handleScroll: false,
    handleScale: false,
    localization: { priceFormatter: formatValue },
  });
  const mainSeries = chart.addSeries(AreaSeries, {
    lineColor: colors.line, topColor: colors.areaTop, bottomColor: colors.areaBottom, lineWidth: 2,
    priceLineVisible: false, lastValueVisible: false,
  });
  let benchmarkSeries: ISeriesApi<'Line'> | null = null;
  let points: readonly CanvasPoint[] = [];
  const indexByDate = new Map<string, number>();

  const onMove = (param: MouseEventParams<Time>) => {
    // Only the pointer's moves: the keyboard's crosshair is set here, not reported back.
    if (!param.sourceEvent) return;
    const index = typeof param.time === 'string' && param.point ? indexByDate.get(param.time) : undefined;
    onPointerPoint(index ?? null);
  };
  chart.subscribeCrosshairMove(onMove);

  return {
    setData(main, benchmark) {
      points = main;
      indexByDate.clear();
      main.forEach((p, i) => indexByDate.set(p.date, i));
      mainSeries.setData(main.map((p) => ({ time: p.date, value: p.value })));
      if (benchmark && benchmark.length > 0) {
        benchmarkSeries ??= chart.addSeries(LineSeries, {
          color: colors.benchmark, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false, lastValueVisible: false,
          crosshairMarkerVisible: false,
        });
        benchmarkSeries.setData(benchmark.map((p) => ({ time: p.date, value: p.value })));
      } else if (benchmarkSeries) {
        chart.removeSeries(benchmarkSeries);
        benchmarkSeries = null;
      }
      chart.timeScale().fitContent();
    },
    showPoint(index) {
      const point = index === null ? undefined : points[index];
      if (!point) chart.clearCrosshairPosition();
      else chart.setCrosshairPosition(point.value, point.date, mainSeries);
    },
    destroy() {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
    },
  };
}
