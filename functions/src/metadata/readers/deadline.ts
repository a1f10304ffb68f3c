import { ReadError } from './types';

/**
 * The per-file time limit, shared by every step of one read (open, pages, OCR, Document Intelligence). Steps check
 * it between units of work and race their awaits against it; a step that can be cut short (the OCR worker, a fetch)
 * passes an onTimeout that stops it.
 */
export class Deadline {
  private at: number;

  constructor(readonly timeoutMs: number) {
    this.at = Date.now() + timeoutMs;
  }

  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }

  /** Time spent waiting for a shared resource (the OCR worker busy with another file) is not this file's. */
  extend(ms: number): void {
    this.at += ms;
  }

  check(): void {
    if (Date.now() >= this.at) throw this.error();
  }

  error(): ReadError {
    return new ReadError('timeout', `reading took longer than ${this.timeoutMs} ms`);
  }

  /** Settles like `work`, or rejects with ReadError 'timeout' (calling onTimeout first) when the time runs out. */
  race<T>(work: Promise<T>, onTimeout?: () => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        onTimeout?.();
        reject(this.error());
      }, this.remaining());
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
