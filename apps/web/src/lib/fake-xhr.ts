import { vi } from 'vitest';

type Listener = ((e: ProgressEvent) => void) | null;

/**
 * Test helper: an XMLHttpRequest that hands its request to the (stubbed) fetch, so one fake
 * server answers both; it reports the body as sent in two steps (half, then all) first.
 */
class FakeXhr {
  static sent: Request[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url, window.location.origin).href;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    const request = new Request(this.url, { method: this.method, headers: this.headers, body });
    FakeXhr.sent.push(request.clone());
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 2 } as ProgressEvent);
    void (async () => {
      progress(1);
      await Promise.resolve();
      progress(2);
      try {
        const res = await fetch(request);
        this.status = res.status;
        this.statusText = res.statusText;
        this.responseText = await res.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** Replaces XMLHttpRequest for the test; the requests it sent, in order. */
export function stubXhr(): Request[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
