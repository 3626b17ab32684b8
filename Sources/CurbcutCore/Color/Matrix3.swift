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

  static func * (left: Matrix3, right: Matrix3) -> Matrix3 {
    let transposed = right.transposed
    return Matrix3(transposed * left.row0, transposed * left.row1, transposed * left.row2)
  }

  var transposed: Matrix3 {
    Matrix3(
      SIMD3(row0.x, row1.x, row2.x),
      SIMD3(row0.y, row1.y, row2.y),
      SIMD3(row0.z, row1.z, row2.z))
  }

  /// The inverse by cofactors, for the published matrices whose inverse the source leaves to the reader.
  var inverse: Matrix3 {
    let cofactorRow0 = cross(row1, row2)
    let cofactorRow1 = cross(row2, row0)
    let cofactorRow2 = cross(row0, row1)
    let determinant = (row0 * cofactorRow0).sum()
    return Matrix3(cofactorRow0, cofactorRow1, cofactorRow2).transposed.scaled(by: 1 / determinant)
  }

  private func scaled(by factor: Double) -> Matrix3 {
    Matrix3(row0 * factor, row1 * factor, row2 * factor)
  }

  private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }
}
