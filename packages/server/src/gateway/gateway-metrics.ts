import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** Figures the system-admin metrics endpoint answers and the fleet benchmark reads. */
export interface GatewayMetricsSnapshot {
  robotsOnline: number;
  streamClients: number;
  robotMessagesPerSecond: number;
  eventLoopLagMs: { p50: number; p99: number; max: number };
  rssMb: number;
  heapUsedMb: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** Cluster work of this process still to finish (tests wait on these instead of sleeping; operators see a stuck check). */
  cluster: {
    /** Robots of other processes found silent whose process is still to be asked about (and its robots' offline events written). */
    holderChecksPending: number;
    /** Whether the start-up look for robots left online by processes that all died has finished. */
    orphanSweepDone: boolean;
  };
}

// The histogram records the whole interval between samples, so the resolution is subtracted to
// leave the lag itself.
const RESOLUTION_MS = 10;

/** Counts gateway traffic and watches the event loop (perf_hooks) of the server process. */
export class GatewayMetrics {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private messages = 0;
  private windowStart = Date.now();
  private pendingHolderChecks: () => number = () => 0;
  private orphanSweepDone = false;

  constructor() {
    this.histogram.enable();
  }

  /** Counts one message from a robot. */
  robotMessage(): void {
    this.messages++;
  }

  /** Counts this process's pending holder checks with `count` (cluster/robot-routing.ts). */
  watchHolderChecks(count: () => number): void {
    this.pendingHolderChecks = count;
  }

  /** The start-up sweep for orphaned robots has finished. */
  orphanSweepFinished(): void {
    this.orphanSweepDone = true;
  }

  /** Current figures; `reset` starts a new measuring window for lag and message rate. */
  snapshot(robotsOnline: number, streamClients: number, reset = false): GatewayMetricsSnapshot {
    const now = Date.now();
    const seconds = Math.max(0.001, (now - this.windowStart) / 1000);
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const snapshot: GatewayMetricsSnapshot = {
      robotsOnline,
      streamClients,
      robotMessagesPerSecond: Math.round(this.messages / seconds),
      eventLoopLagMs: {
        p50: ms(this.histogram.percentile(50)),
        p99: ms(this.histogram.percentile(99)),
        max: ms(this.histogram.max),
      },
      rssMb: Math.round(memory.rss / 1048576),
      heapUsedMb: Math.round(memory.heapUsed / 1048576),
      cpuUserMs: Math.round(cpu.user / 1000),
      cpuSystemMs: Math.round(cpu.system / 1000),
      cluster: { holderChecksPending: this.pendingHolderChecks(), orphanSweepDone: this.orphanSweepDone },
    };
    if (reset) {
      this.histogram.reset();
      this.messages = 0;
      this.windowStart = now;
    }
    return snapshot;
  }

  /** Stops watching the event loop. */
  stop(): void {
    this.histogram.disable();
  }
}
