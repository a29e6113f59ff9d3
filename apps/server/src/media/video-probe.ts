import { ProgramError, runProgram } from './run-program.ts';

/** A 50 MB file demuxes in well under a second; a probe this slow is refused, not waited for. */
const PROBE_TIMEOUT_MS = 20_000;

interface ProbeOutput {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    nb_read_packets?: string;
    disposition?: { attached_pic?: number };
  }>;
  format?: { duration?: string };
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0;
};

/** The probe's JSON, or null when ffprobe could not read the file as media at all. */
async function probe(file: string): Promise<ProbeOutput | null> {
  let stdout: string;
  try {
    ({ stdout } = await runProgram(
      'ffprobe',
      [
        '-v',
        'error',
        // Reads every packet of the file, not only its header.
        '-count_packets',
        '-show_entries',
        'stream=codec_type,codec_name,width,height,duration,nb_read_packets:stream_disposition=attached_pic:format=duration',
        '-of',
        'json',
        file,
      ],
      { timeoutMs: PROBE_TIMEOUT_MS, maxStdoutBytes: 1024 * 1024 },
    ));
  } catch (error) {
    // Without ffprobe nothing can be checked: that is our fault (a 500), not the upload's.
    if (error instanceof ProgramError && error.code === 'ENOENT') {
      throw new Error('ffprobe is not installed (Debian package ffmpeg)');
    }
    // Nor is a runner that stopped under the probe (the next program starts it again).
    if (error instanceof ProgramError && error.code === 'ERUNNER') throw error;
    return null;
  }
  try {
    return JSON.parse(stdout) as ProbeOutput;
  } catch {
    return null;
  }
}

/**
 * True when the whole file demuxes into a video stream ffmpeg can decode (known codec, a frame
 * size, packets read) with a positive duration. Magic bytes alone let a 24-byte `ftyp` box
 * followed by anything pass as an MP4.
 */
export async function isPlayableVideo(file: string): Promise<boolean> {
  const output = await probe(file);
  if (!output) return false;
  return (output.streams ?? []).some(
    (stream) =>
      stream.codec_type === 'video' &&
      // An audio file's cover art is a one-frame "video" stream: not a video.
      !stream.disposition?.attached_pic &&
      !!stream.codec_name &&
      (stream.width ?? 0) > 0 &&
      (stream.height ?? 0) > 0 &&
      Number(stream.nb_read_packets ?? 0) > 0 &&
      (positive(stream.duration) || positive(output.format?.duration)),
  );
}
