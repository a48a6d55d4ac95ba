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
  /** Puts the crosshair on a point (keyboard, sound) of the main series (0) or the benchmark (1), or clears it. */
  showPoint: (index: number | null, series?: number) => void;
  destroy: () => void;
}

/**
 * Draws into `container`, which sets the size (the chart follows it as it resizes). The chart is
 * built on the first `setData`, in the same task as its data: built before it, the library draws
 * it once empty and again with the data, each a long task on a slow phone (about 100 and 130 ms
 * under Lighthouse's 4x CPU slowdown); built with it, it draws once. That task is also not the one
 * that evaluates the library.
 */
export async function createPerformanceCanvas(container: HTMLElement, options: PerformanceCanvasOptions): Promise<PerformanceCanvas> {
  const { createChart, AreaSeries, LineSeries, ColorType, LineStyle } = await import('lightweight-charts');
  const { colors, formatValue, onPointerPoint } = options;
  let built: { chart: IChartApi; mainSeries: ISeriesApi<'Area'> } | null = null;
  let benchmarkSeries: ISeriesApi<'Line'> | null = null;
  let points: readonly CanvasPoint[] = [];
  const indexByDate = new Map<string, number>();
  const benchmarkValues = new Map<string, number>();

  const onMove = (param: MouseEventParams<Time>) => {
    // Only the pointer's moves: the keyboard's crosshair is set here, not reported back.
    if (!param.sourceEvent) return;
    const index = typeof param.time === 'string' && param.point ? indexByDate.get(param.time) : undefined;
    onPointerPoint(index ?? null);
  };

  const build = () => {
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
    chart.subscribeCrosshairMove(onMove);
    return { chart, mainSeries };
  };

  return {
    setData(main, benchmark) {
      built ??= build();
      const { chart, mainSeries } = built;
      points = main;
      indexByDate.clear();
      main.forEach((p, i) => indexByDate.set(p.date, i));
      mainSeries.setData(main.map((p) => ({ time: p.date, value: p.value })));
      benchmarkValues.clear();
      benchmark?.forEach((p) => benchmarkValues.set(p.date, p.value));
      if (benchmark && benchmark.length > 0) {
        benchmarkSeries ??= chart.addSeries(LineSeries, {
          color: colors.benchmark, lineWidth: 2, lineStyle: LineStyle.Dashed, priceLineVisible: false, lastValueVisible: false,
          crosshairMarkerVisible: true,
        });
        benchmarkSeries.setData(benchmark.map((p) => ({ time: p.date, value: p.value })));
      } else if (benchmarkSeries) {
        chart.removeSeries(benchmarkSeries);
        benchmarkSeries = null;
      }
      chart.timeScale().fitContent();
    },
    showPoint(index, series = 0) {
      if (!built) return;
      const point = index === null ? undefined : points[index];
      const onBenchmark = series === 1 && point ? benchmarkValues.get(point.date) : undefined;
      if (!point) built.chart.clearCrosshairPosition();
      else if (onBenchmark !== undefined && benchmarkSeries) built.chart.setCrosshairPosition(onBenchmark, point.date, benchmarkSeries);
      else built.chart.setCrosshairPosition(point.value, point.date, built.mainSeries);
    },
    destroy() {
      if (!built) return;
      built.chart.unsubscribeCrosshairMove(onMove);
      built.chart.remove();
      built = null;
    },
  };
}
