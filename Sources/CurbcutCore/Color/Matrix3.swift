/// A 3×3 matrix acting on column vectors: the linear steps between RGB spaces, CIE XYZ, OKLab's cone
/// space and the color-vision simulations.
///
/// Rows are stored as `SIMD3<Double>` so applying a matrix is three dot products with no allocation.
struct Matrix3: Equatable, Sendable {
  let row0: SIMD3<Double>
  let row1: SIMD3<Double>
  let row2: SIMD3<Double>

  init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
    self.row0 = row0
    self.row1 = row1
    self.row2 = row2
  }

  static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((matrix.row0 * vector).sum(), (matrix.row1 * vector).sum(), (matrix.row2 * vector).sum())
  }
}
