// generated — do not edit. Source: Formats/fit/devices.tsv, generator: Formats/fit/generate.py

/// A device `--option fit.device=NAME` names: the identity written in file_id and the creator device_info.
struct FITNamedDevice: Sendable, Equatable {
  /// The name given on the command line, e.g. "edge-530".
  let name: String
  /// FIT `manufacturer` value.
  let manufacturer: UInt16
  /// FIT `product` value (`garmin_product` for Garmin).
  let product: UInt16
  /// The device's own name, written as `product_name`.
  let productName: String

  /// The table, in file order.
  static let table: [FITNamedDevice] = [
    FITNamedDevice(name: "edge-130-plus", manufacturer: 1, product: 3558, productName: "Edge 130 Plus"),  // garmin/edge_130_plus
    FITNamedDevice(name: "edge-530", manufacturer: 1, product: 3121, productName: "Edge 530"),  // garmin/edge_530
    FITNamedDevice(name: "edge-540", manufacturer: 1, product: 4061, productName: "Edge 540"),  // garmin/edge_540
    FITNamedDevice(name: "edge-830", manufacturer: 1, product: 3122, productName: "Edge 830"),  // garmin/edge_830
    FITNamedDevice(name: "edge-840", manufacturer: 1, product: 4062, productName: "Edge 840"),  // garmin/edge_840
    FITNamedDevice(name: "edge-1030-plus", manufacturer: 1, product: 3570, productName: "Edge 1030 Plus"),  // garmin/edge_1030_plus
    FITNamedDevice(name: "edge-1040", manufacturer: 1, product: 3843, productName: "Edge 1040"),  // garmin/edge_1040
    FITNamedDevice(name: "edge-1050", manufacturer: 1, product: 4440, productName: "Edge 1050"),  // garmin/edge_1050
    FITNamedDevice(name: "edge-explore-2", manufacturer: 1, product: 4169, productName: "Edge Explore 2"),  // garmin/edge_explore2
    FITNamedDevice(name: "fenix-6", manufacturer: 1, product: 3290, productName: "fenix 6"),  // garmin/fenix6
    FITNamedDevice(name: "fenix-7", manufacturer: 1, product: 3906, productName: "fenix 7"),  // garmin/fenix7
    FITNamedDevice(name: "fenix-7x", manufacturer: 1, product: 3907, productName: "fenix 7X"),  // garmin/fenix7x
    FITNamedDevice(name: "fenix-8", manufacturer: 1, product: 4536, productName: "fenix 8"),  // garmin/fenix8
    FITNamedDevice(name: "epix-2", manufacturer: 1, product: 3943, productName: "epix (Gen 2)"),  // garmin/epix_gen2
    FITNamedDevice(name: "enduro-2", manufacturer: 1, product: 4341, productName: "Enduro 2"),  // garmin/enduro2
    FITNamedDevice(name: "forerunner-245", manufacturer: 1, product: 3076, productName: "Forerunner 245"),  // garmin/fr245
    FITNamedDevice(name: "forerunner-255", manufacturer: 1, product: 3992, productName: "Forerunner 255"),  // garmin/fr255
    FITNamedDevice(name: "forerunner-265", manufacturer: 1, product: 4257, productName: "Forerunner 265"),  // garmin/fr265_large
    FITNamedDevice(name: "forerunner-945", manufacturer: 1, product: 3113, productName: "Forerunner 945"),  // garmin/fr945
    FITNamedDevice(name: "forerunner-955", manufacturer: 1, product: 4024, productName: "Forerunner 955"),  // garmin/fr955
    FITNamedDevice(name: "forerunner-965", manufacturer: 1, product: 4315, productName: "Forerunner 965"),  // garmin/fr965
    FITNamedDevice(name: "instinct-2", manufacturer: 1, product: 3888, productName: "Instinct 2"),  // garmin/instinct_2
    FITNamedDevice(name: "venu-3", manufacturer: 1, product: 4260, productName: "Venu 3"),  // garmin/venu3
    FITNamedDevice(name: "vivoactive-5", manufacturer: 1, product: 4426, productName: "vivoactive 5"),  // garmin/vivoactive5
  ]
}
