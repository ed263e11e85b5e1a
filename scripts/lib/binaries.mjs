// Points firebase-tools at emulator jars installed on this machine instead of its downloads.
//
// firebase-tools fetches the Firestore emulator and the Storage rules runtime from Google hosts on
// first use. When the Google Cloud CLI's Firestore emulator is installed (Debian package
// google-cloud-cli-firestore-emulator) we build two small jars from it, once, into CACHE_DIR:
// - a manifest-only launcher, because the SDK jar has no Main-Class;
// - the Storage rules runtime (StorageRulesRuntime.java), compiled against the rules engine that
//   ships inside the same SDK jar.
// Without a local emulator nothing is overridden and firebase-tools downloads as usual.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CACHE_DIR } from './config.mjs';
import { run } from './processes.mjs';

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const RUNTIME_SOURCE = fileURLToPath(new URL('./StorageRulesRuntime.java', import.meta.url));
const FIRESTORE_JAR = path.join(CACHE_DIR, 'cloud-firestore-emulator.jar');
const STORAGE_JAR = path.join(CACHE_DIR, 'storage-rules-runtime.jar');
const STAMP = path.join(CACHE_DIR, 'local-emulators.json');

/**
 * @returns {Promise<{env: Record<string, string>, local: boolean, notes: string[]}>}
 *   `env` holds FIRESTORE_EMULATOR_BINARY_PATH / STORAGE_EMULATOR_BINARY_PATH for firebase-tools
 *   (empty when it should download), `notes` explains what was chosen.
 */
export async function prepareLocalBinaries(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && env.STORAGE_EMULATOR_BINARY_PATH) {
    return { env: {}, local: true, notes: ['using emulator jars from the environment'] };
  }
  const sdkJar = await findSdkJar();
  if (!sdkJar) {
    return {
      env: {},
      local: false,
      notes: ['no local Firestore emulator found: firebase-tools will download its emulators'],
    };
  }
  const wanted = await fingerprint(sdkJar);
  if (!(await isStampCurrent(wanted))) {
    try {
      await buildJars(sdkJar, wanted);
    } catch (error) {
      return {
        env: {},
        local: false,
        notes: [`cannot use the local Firestore emulator (${error.message}): downloading instead`],
      };
    }
  }
  return {
    env: {
      FIRESTORE_EMULATOR_BINARY_PATH: env.FIRESTORE_EMULATOR_BINARY_PATH || FIRESTORE_JAR,
      STORAGE_EMULATOR_BINARY_PATH: env.STORAGE_EMULATOR_BINARY_PATH || STORAGE_JAR,
    },
    local: true,
    notes: [`using the Firestore emulator in ${path.dirname(sdkJar)}`],
  };
}

/** The SDK jar recorded by a previous build, else the one under `gcloud info`'s SDK root. */
async function findSdkJar() {
  const previous = await readStamp();
  if (previous?.sdkJar && existsSync(previous.sdkJar)) return previous.sdkJar;
  try {
    const { stdout } = await run('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      timeout: 30_000,
    });
    const jar = path.join(stdout.trim(), SDK_JAR);
    return stdout.trim() && existsSync(jar) ? jar : null;
  } catch {
    return null; // gcloud not installed
  }
}

async function fingerprint(sdkJar) {
  const { size, mtimeMs } = await stat(sdkJar);
  const source = createHash('sha256')
    .update(await readFile(RUNTIME_SOURCE))
    .digest('hex');
  return { sdkJar, size, mtimeMs, source };
}

async function readStamp() {
  try {
    return JSON.parse(await readFile(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

async function isStampCurrent(wanted) {
  const stamp = await readStamp();
  return (
    stamp !== null &&
    Object.entries(wanted).every(([key, value]) => stamp[key] === value) &&
    existsSync(FIRESTORE_JAR) &&
    existsSync(STORAGE_JAR)
  );
}

async function buildJars(sdkJar, stampData) {
  await mkdir(CACHE_DIR, { recursive: true });
  // Build in a scratch dir and rename into place, so a concurrent start never sees half a jar.
  const work = await mkdtemp(path.join(CACHE_DIR, 'build-'));
  try {
    const classPath = `Class-Path: ${pathToFileURL(sdkJar).href}`;
    await makeJar(work, 'firestore', `Main-Class: ${FIRESTORE_MAIN_CLASS}\n${classPath}\n`);

    const classes = path.join(work, 'classes');
    // -proc:none: the SDK jar registers annotation processors whose classes it does not ship.
    await jdkTool('javac', ['-proc:none', '-nowarn', '-cp', sdkJar, '-d', classes, RUNTIME_SOURCE]);
    await makeJar(work, 'storage', `Main-Class: StorageRulesRuntime\n${classPath}\n`, classes);

    await rename(path.join(work, 'firestore.jar'), FIRESTORE_JAR);
    await rename(path.join(work, 'storage.jar'), STORAGE_JAR);
    await writeFile(STAMP, `${JSON.stringify(stampData, null, 2)}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function makeJar(work, name, manifest, classesDir) {
  const manifestFile = path.join(work, `${name}.mf`);
  await writeFile(manifestFile, manifest);
  const args = ['--create', '--file', path.join(work, `${name}.jar`), '--manifest', manifestFile];
  if (classesDir) args.push('-C', classesDir, '.');
  await jdkTool('jar', args);
}

async function jdkTool(tool, args) {
  try {
    await run(tool, args, { timeout: 120_000 });
  } catch (error) {
    const reason =
      error.code === 'ENOENT'
        ? 'is not on PATH (it comes with a full JDK, e.g. openjdk-17-jdk-headless)'
        : `failed: ${(error.stderr || error.message).trim().split('\n')[0]}`;
    throw new Error(`the JDK tool \`${tool}\` ${reason}`, { cause: error });
  }
}
