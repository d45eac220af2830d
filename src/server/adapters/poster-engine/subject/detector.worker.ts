/**
 * The subject detector's thread (decision 030): COCO objects (CenterNet) and faces (BlazeFace), the models that ship
 * inside @vladmandic/human, on TensorFlow.js's WASM backend. It runs beside the event loop, loads the models on
 * its first message and answers one picture at a time.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { DetectRequest, DetectResponse, Detection } from './detections.ts';

const require = createRequire(import.meta.url);

/** What this thread uses of TensorFlow.js and Human; both ship as CommonJS without types for these builds. */
type Tf = {
  tensor(values: Uint8Array, shape: number[], dtype: 'int32'): unknown;
  dispose(tensor: unknown): void;
  io: { registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void };
};
type HumanResult = {
  object: { label: string; score: number; boxRaw: [number, number, number, number] }[];
  face: { score: number; boxRaw: [number, number, number, number] }[];
};
type Human = { load(): Promise<void>; detect(input: unknown): Promise<HumanResult & { error?: string | null }> };

const MODEL_SCHEME = 'file://';

const tf = require('@tensorflow/tfjs-core') as Tf;
require('@tensorflow/tfjs-backend-wasm');
// The package's `exports` names its builds without "./", so Node reads them as conditions: the WASM build is found
// beside the one Node resolves (dist/human.node.js), and the models and WASM files by the packages' folders.
const humanDist = dirname(require.resolve('@vladmandic/human'));
const { Human } = require(join(humanDist, 'human.node-wasm.js')) as { Human: new (config: object) => Human };
const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..', 'wasm-out') + '/';
const modelDir = join(humanDist, '..', 'models') + '/';

// Node's fetch refuses file: addresses; TensorFlow.js is given the model files from disk instead.
tf.io.registerLoadRouter((url) => {
  const address = Array.isArray(url) ? url[0]! : url;
  if (!address.startsWith(MODEL_SCHEME)) return null;
  const path = address.slice(MODEL_SCHEME.length);
  return {
    async load() {
      const model = JSON.parse(await readFile(path, 'utf8')) as {
        modelTopology: unknown; format?: string; generatedBy?: string; convertedBy?: string; signature?: unknown; userDefinedMetadata?: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
      };
      const weights = Buffer.concat(await Promise.all(model.weightsManifest.flatMap((group) => group.paths.map((file) => readFile(join(dirname(path), file))))));
      return {
        modelTopology: model.modelTopology,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        format: model.format, generatedBy: model.generatedBy, convertedBy: model.convertedBy,
        signature: model.signature, userDefinedMetadata: model.userDefinedMetadata,
      };
    },
  };
});

const human = new Human({
  backend: 'wasm',
  wasmPath: wasmDir,
  modelBasePath: MODEL_SCHEME + modelDir,
  debug: false,
  // every picture is a new photo: nothing of the last one may be reused
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 12, minConfidence: 0.5, skipFrames: 0 },
    mesh: { enabled: false }, iris: { enabled: false }, description: { enabled: false }, emotion: { enabled: false },
    antispoof: { enabled: false }, liveness: { enabled: false },
  },
  object: { enabled: true, minConfidence: 0.25, maxDetected: 10, skipFrames: 0 },
  body: { enabled: false }, hand: { enabled: false }, gesture: { enabled: false }, segmentation: { enabled: false },
});
const loaded = human.load();

// one picture at a time: Human keeps the state of its last detection
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (request: DetectRequest) => {
  queue = queue.then(async () => parentPort!.postMessage(await answer(request)));
});

async function answer({ id, pixels, width, height }: DetectRequest): Promise<DetectResponse> {
  let response: DetectResponse;
  try {
    await loaded;
    const input = tf.tensor(pixels, [1, height, width, 3], 'int32');
    try {
      const result = await human.detect(input);
      if (result.error) throw new Error(result.error);
      const objects: Detection[] = result.object.map(({ label, score, boxRaw }) => ({ label, score, box: boxOf(boxRaw) }));
      const faces: Detection[] = result.face.map(({ score, boxRaw }) => ({ label: 'face', score, box: boxOf(boxRaw) }));
      response = { id, objects, faces };
    } finally {
      tf.dispose(input);
    }
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  return response;
}

const boxOf = ([left, top, width, height]: [number, number, number, number]) => ({ left, top, width, height });
