/** Width and height from a PNG's header (its IHDR chunk), or a failure if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): {width: number; height: number} {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) {
    throw new Error('not a PNG: the signature is missing');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') {
    throw new Error('not a PNG: the first chunk is not IHDR');
  }
  return {width: view.getUint32(16), height: view.getUint32(20)};
}
