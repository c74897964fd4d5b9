/** Millisecond latencies in 1 ms buckets up to 60 s: constant memory however many samples arrive. */
export class LatencyHistogram {
  private readonly buckets = new Uint32Array(60_001);
  private count = 0;
  max = 0;

  /** Records one latency in ms (negative clock skew counts as 0). */
  add(ms: number): void {
    const bucket = Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms)));
    this.buckets[bucket] = (this.buckets[bucket] ?? 0) + 1;
    this.count++;
    if (bucket > this.max) this.max = bucket;
  }

  /** The latency below which `p` percent of the samples fall. */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const target = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= target) return i;
    }
    return this.max;
  }

  /** Number of samples. */
  get size(): number {
    return this.count;
  }
}
