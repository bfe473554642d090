/**
 * Tiny ONNX models written by hand as protobuf bytes (onnx.proto3: ModelProto, GraphProto,
 * NodeProto, …), so the image-model jobs are tested with a real model run by onnxruntime without
 * downloading one. Only what such graphs need is encoded: float tensors, int/float attributes,
 * fixed or named dimensions.
 *
 *   tinyOnnxModel({
 *     inputs: [{ name: 'image', dims: [1, 3, 'S', 'S'] }],
 *     outputs: [{ name: 'depth', dims: [1, 'S', 'S'] }],
 *     nodes: [{ op: 'ReduceMean', inputs: ['image'], outputs: ['depth'], attributes: { axes: [1], keepdims: 0 } }],
 *   })
 */

export type TinyDim = number | string;
export type TinyValue = { name: string; dims: TinyDim[] };
export type TinyAttribute = number | number[] | { float: number } | { floats: number[] };
export type TinyNode = {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, TinyAttribute>;
};
export type TinyInitializer = { name: string; dims: number[]; values: number[] };
export type TinyModel = {
  inputs: TinyValue[];
  outputs: TinyValue[];
  nodes: TinyNode[];
  initializers?: TinyInitializer[];
  /** Default 13. */
  opset?: number;
};

const FLOAT = 1;
const ATTRIBUTE_TYPE = { FLOAT: 1, INT: 2, FLOATS: 6, INTS: 7 } as const;

function varint(value: number | bigint): number[] {
  let rest = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0n);
  return bytes;
}

const key = (field: number, wireType: 0 | 1 | 2 | 5) => varint((field << 3) | wireType);
const int = (field: number, value: number) => [...key(field, 0), ...varint(value)];
const bytes = (field: number, body: number[] | Uint8Array) => [
  ...key(field, 2),
  ...varint(body.length),
  ...body,
];
const text = (field: number, value: string) => bytes(field, new TextEncoder().encode(value));
const message = (field: number, parts: number[][]) => bytes(field, parts.flat());

function float32(value: number) {
  const buffer = new Uint8Array(4);
  new DataView(buffer.buffer).setFloat32(0, value, true);
  return [...buffer];
}

const packedFloats = (field: number, values: number[]) => bytes(field, values.flatMap(float32));
const packedInts = (field: number, values: number[]) =>
  bytes(
    field,
    values.flatMap((v) => varint(v)),
  );

function valueInfo(field: number, value: TinyValue) {
  const dims = value.dims.map((dim) => message(1, [typeof dim === 'number' ? int(1, dim) : text(2, dim)]));
  // TypeProto { tensor_type: { elem_type, shape: { dim… } } }
  const tensorType = [int(1, FLOAT), message(2, dims)];
  return message(field, [text(1, value.name), message(2, [message(1, tensorType)])]);
}

function attribute(name: string, value: TinyAttribute) {
  const head = text(1, name);
  if (typeof value === 'number') return message(5, [head, int(3, value), int(20, ATTRIBUTE_TYPE.INT)]);
  if (Array.isArray(value)) return message(5, [head, packedInts(8, value), int(20, ATTRIBUTE_TYPE.INTS)]);
  if ('float' in value)
    return message(5, [head, [...key(2, 5), ...float32(value.float)], int(20, ATTRIBUTE_TYPE.FLOAT)]);
  return message(5, [head, packedFloats(7, value.floats), int(20, ATTRIBUTE_TYPE.FLOATS)]);
}

function node(entry: TinyNode, index: number) {
  return message(1, [
    ...entry.inputs.map((input) => text(1, input)),
    ...entry.outputs.map((output) => text(2, output)),
    text(3, `${entry.op.toLowerCase()}_${index}`),
    text(4, entry.op),
    ...Object.entries(entry.attributes ?? {}).map(([name, value]) => attribute(name, value)),
  ]);
}

function initializer(entry: TinyInitializer) {
  return message(5, [
    packedInts(1, entry.dims),
    int(2, FLOAT),
    packedFloats(4, entry.values),
    text(8, entry.name),
  ]);
}

/** The `.onnx` file's bytes of a one-graph model (IR version 8, the default ONNX domain). */
export function tinyOnnxModel(model: TinyModel): Uint8Array {
  const graph = [
    ...model.nodes.map(node),
    text(2, 'tiny'),
    ...(model.initializers ?? []).map(initializer),
    ...model.inputs.map((input) => valueInfo(11, input)),
    ...model.outputs.map((output) => valueInfo(12, output)),
  ];
  return Uint8Array.from([
    ...int(1, 8),
    ...text(2, 'retropics-tests'),
    ...message(7, graph),
    ...message(8, [text(1, ''), int(2, model.opset ?? 13)]),
  ]);
}

/**
 * A depth model of the convention in docs/OPERATIONS.md (input 1×3×S×S, output 1×S×S): the mean
 * of the three normalised channels, times `scale`. Bright is near, as the convention's inverse depth.
 */
export function tinyDepthModel(options: { size?: number; scale?: number } = {}) {
  const size: TinyDim = options.size ?? 'S';
  return tinyOnnxModel({
    inputs: [{ name: 'image', dims: [1, 3, size, size] }],
    outputs: [{ name: 'depth', dims: [1, size, size] }],
    initializers: [{ name: 'scale', dims: [], values: [options.scale ?? 1] }],
    nodes: [
      { op: 'ReduceMean', inputs: ['image'], outputs: ['mean'], attributes: { axes: [1], keepdims: 0 } },
      { op: 'Mul', inputs: ['mean', 'scale'], outputs: ['depth'] },
    ],
  });
}
