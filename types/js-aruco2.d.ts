// js-aruco2 ships no types; these are the parts the simulator (markers it draws) and the check-item
// settings dialog (markers it detects) use. One file for the workspace, included by their tsconfigs.
declare module 'js-aruco2' {
  interface ArucoDictionary {
    /** Each marker's bits, row by row, '1' for a white cell. */
    codeList: string[];
    nBits: number;
    /** Cells per side including the black border. */
    markSize: number;
  }
  interface ArucoMarker {
    id: number;
    corners: Array<{ x: number; y: number }>;
  }
  interface ArucoDetector {
    detect(image: { width: number; height: number; data: Uint8Array | Uint8ClampedArray }): ArucoMarker[];
  }
  const aruco: {
    AR: {
      Dictionary: new (name: string) => ArucoDictionary;
      Detector: new (config?: { dictionaryName?: string; maxHammingDistance?: number }) => ArucoDetector;
    };
  };
  export default aruco;
}
