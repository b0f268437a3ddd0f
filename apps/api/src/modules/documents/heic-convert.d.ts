/** heic-convert ships no types: the one call this app makes. */
declare module 'heic-convert' {
  type Options = { buffer: Uint8Array; format: 'JPEG' | 'PNG'; quality?: number };
  function convert(o: Options): Promise<ArrayBuffer>;
  export default convert;
}
