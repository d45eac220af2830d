/**
 * The subject detector's thread (decision 030): COCO objects (CenterNet) and faces (BlazeFace), the models that ship
 * inside @vladmandic/human, run directly on TensorFlow.js's WASM backend. It runs beside the event loop, loads the
 * models on its first message and answers one picture at a time.
 * Each model gets its input built here at its own fixed size, so every photo allocates the same tensors in the same
 * order: run through Human's pipeline (its copies and resizes of every input between CenterNet's large activations),
 * the WebAssembly memory fragmented to 91 MB where this holds 72 MB, and WebAssembly memory never shrinks.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { DetectRequest, DetectResponse, Detection } from './detections.ts';
import { FACE_INPUT, facesFrom, OBJECT_INPUT, objectsFrom, stretched } from './model-io.ts';

const require = createRequire(import.meta.url);

/** What this thread uses of TensorFlow.js; its packages ship as CommonJS. */
type Tensor = { size: number; array(): Promise<unknown> };
type GraphModel = { execute(input: Tensor, outputs?: string): Tensor | Tensor[] };
type Tf = {
  tensor(values: Float32Array, shape: number[], dtype: 'float32'): Tensor;
  dispose(tensor: Tensor | Tensor[]): void;
  setBackend(name: string): Promise<boolean>;
  io: { registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void };
};

const MODEL_SCHEME = 'file://';

const tf = require('@tensorflow/tfjs-core') as Tf;
const converter = require('@tensorflow/tfjs-converter') as { loadGraphModel(url: string): Promise<GraphModel> };
const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(path: string): void };
wasm.setWasmPaths(join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..', 'wasm-out') + '/');
// Human's package names its builds in `exports` without "./"; its models are found beside the build Node resolves
const modelDir = join(dirname(require.resolve('@vladmandic/human')), '..', 'models') + '/';

// Node's fetch refuses file: addresses; TensorFlow.js is given the model files from disk instead.
tf.io.registerLoadRouter((url) => {
  const address = Array.isArray(url) ? url[0]! : url;
  if (!address.startsWith(MODEL_SCHEME)) return null;
  const path = address.slice(MODEL_SCHEME.length);
  return {
    async load() {
      const model = JSON.parse(await readFile(path, 'utf8')) as {
        modelTopology: unknown;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: unknown;
        userDefinedMetadata?: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const weights = Buffer.concat(
        await Promise.all(
          model.weightsManifest.flatMap((group) => group.paths.map((file) => readFile(join(dirname(path), file)))),
        ),
      );
      return {
        modelTopology: model.modelTopology,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
      };
    },
  };
});

const models = tf.setBackend('wasm').then(async () => ({
  objects: await converter.loadGraphModel(`${MODEL_SCHEME}${modelDir}centernet.json`),
  faces: await converter.loadGraphModel(`${MODEL_SCHEME}${modelDir}blazeface.json`),
}));

// one picture at a time
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (request: DetectRequest) => {
  queue = queue.then(async () => {
    parentPort!.postMessage(await answer(request));
    // what a detection leaves on this thread's heap goes back to the system now, not after the thread's next growth
    globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });
});

async function answer({ id, pixels, width, height }: DetectRequest): Promise<DetectResponse> {
  try {
    const { objects, faces } = await models;
    // faces first: CenterNet's large activations then find the same free memory every time (72 MB held; objects
    // first left room CenterNet could not reuse after the faces, 79 MB)
    const found = await detectFaces(faces, pixels, width, height);
    return { id, objects: await detectObjects(objects, pixels, width, height), faces: found };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** CenterNet on the picture stretched square. */
async function detectObjects(
  model: GraphModel,
  pixels: Uint8Array,
  width: number,
  height: number,
): Promise<Detection[]> {
  const input = tf.tensor(
    stretched(pixels, width, height, OBJECT_INPUT),
    [1, OBJECT_INPUT, OBJECT_INPUT, 3],
    'float32',
  );
  let output: Tensor;
  try {
    output = model.execute(input, 'tower_0/detections') as Tensor;
  } finally {
    tf.dispose(input);
  }
  const [rows] = (await output.array()) as number[][][];
  tf.dispose(output);
  return objectsFrom(rows!);
}

/** BlazeFace on the picture stretched square, in [-1, 1]. */
async function detectFaces(model: GraphModel, pixels: Uint8Array, width: number, height: number): Promise<Detection[]> {
  const input = tf.tensor(
    stretched(pixels, width, height, FACE_INPUT, 1 / 127.5, -1),
    [1, FACE_INPUT, FACE_INPUT, 3],
    'float32',
  );
  let outputs: Tensor[];
  try {
    outputs = model.execute(input) as Tensor[];
  } finally {
    tf.dispose(input);
  }
  // four outputs, told apart by size: logits and boxes of the 16-pixel grid (512 anchors) and of the 32-pixel grid
  // (384)
  const [logits384, logits512, boxes384, boxes512] = await Promise.all(
    [...outputs].sort((a, b) => a.size - b.size).map(async (output) => ((await output.array()) as number[][][])[0]!),
  );
  tf.dispose(outputs);
  return facesFrom(
    [...logits512!, ...logits384!].map(([logit]) => logit!),
    [...boxes512!, ...boxes384!],
    width,
    height,
  );
}
