// A scene is a pure function of nothing: same code, same SVG bytes, same hash.
export interface Scene {
  width: number;
  height: number;
  render(): string;
}
