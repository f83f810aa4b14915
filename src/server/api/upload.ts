// POST /api/upload: one image in the multipart part "file" (multer, 50 MB, 1 file), written to a temporary file
// under DATA_DIR/incoming (never held in the server's memory), then judged and processed by the image worker in its
// turn (storage/image-jobs.ts). The saved image becomes a record of the media library; the answer is that record
// (url, width, height, variants, …). Sign-in and CSRF are checked before the body is read (CSRF by the route policy,
// before this router), and the quota before a byte is stored; the bytes, never the client's MIME type, decide the
// type. The file name must end in an image extension, and no field name may nest: multer leaves fieldNestingDepth
// and fieldArrayIndexLimit unlimited unless set, and `items[4294967294]` then `items[x]` makes it spin for minutes.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { uploadNameProblem } from '../storage/upload-checks';
import { UploadError } from '../storage/image-processing';
import type { ImageJobs } from '../storage/image-jobs';
import type { UploadsUsage } from '../storage/uploads';
import { requireAdmin } from '../auth/require-admin';
import type { MediaLibrary } from '../storage/store';
import { UPLOAD_RULES, type MediaEntry } from '#shared/api';

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, UPLOAD_RULES.tooLarge],
  LIMIT_FILE_COUNT: [400, 'Upload one file at a time'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the image in the form part named "file", one file at a time'],
  LIMIT_PART_COUNT: [400, 'Too many form parts'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
  LIMIT_FIELD_NESTING: [400, 'Form field names may not contain brackets'],
  LIMIT_FIELD_ARRAY_INDEX: [400, 'Form field names may not contain brackets'],
};

export interface UploadDeps {
  uploadsDir: string;
  /** Where an upload waits as a file while it is processed: DATA_DIR/incoming. */
  incomingDir: string;
  jobs: ImageJobs;
  usage: UploadsUsage;
  media?: MediaLibrary;
}

export function uploadRouter({ uploadsDir, incomingDir, jobs, usage, media }: UploadDeps): Router {
  mkdirSync(incomingDir, { recursive: true, mode: 0o700 });
  const router = Router();
  const upload = multer({
    storage: multer.diskStorage({
      destination: incomingDir,
      filename: (_req, _file, done) => done(null, `${randomBytes(16).toString('hex')}.upload`),
    }),
    limits: {
      fileSize: UPLOAD_RULES.maxBytes,
      files: 1,
      fields: 4,
      parts: 5,
      fieldNameSize: 64,
      fieldSize: 1024,
      headerPairs: 50,
      fieldNestingDepth: 0,
      fieldArrayIndexLimit: 0,
    },
  }).single('file');

  const parse: RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return res.status(415).json({ error: 'Send the image as multipart/form-data' });
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        const [status, message] = MULTER_MESSAGES[error.code] ?? [400, 'The upload could not be read'];
        return res.status(status).json({ error: message });
      }
      res.status(400).json({ error: 'The upload could not be read' });
    });
  };

  // Before a byte is stored: the quota and the disk, by the size the request announces.
  const roomFor: RequestHandler = (req, res, next) => {
    const announced = Math.min(Number(req.get('content-length')) || UPLOAD_RULES.maxBytes, UPLOAD_RULES.maxBytes);
    usage.problem(announced).then(
      (problem) => (problem ? res.status(507).json({ error: problem }) : next()),
      (error: unknown) => next(error),
    );
  };

  router.post('/api/upload', requireAdmin, roomFor, parse, async (req, res) => {
    const file = req.file;
    if (!file) return res.status(400).json({ error: 'Choose an image to upload (form part "file")' });
    // The waiting copy goes before the answer does, whatever the answer: a client that reads the answer sees no
    // trace of the upload but what was saved.
    const answer = await store(file).finally(() => unlink(file.path).catch(() => undefined));
    if ('refused' in answer) {
      if (answer.refused.status === 503) res.setHeader('Retry-After', '30');
      return res.status(answer.refused.status).json({ error: answer.refused.message });
    }
    res.status(201).json(answer.entry);
  });

  async function store(file: Express.Multer.File): Promise<{ entry: MediaEntry } | { refused: UploadError }> {
    const badName = uploadNameProblem(file.originalname);
    if (badName) return { refused: new UploadError(badName[0], badName[1]) };
    try {
      const saved = await jobs.run(file.path, uploadsDir);
      usage.add(saved.stored);
      const { stored: _stored, ...image } = saved;
      const entry: MediaEntry = { ...image, originalName: file.originalname, alt: '', uploadedAt: new Date().toISOString(), usedBy: [] };
      if (media) {
        const { usedBy: _usedBy, ...record } = entry;
        await media.add(record);
      }
      return { entry };
    } catch (error) {
      if (error instanceof UploadError) return { refused: error };
      throw error;
    }
  }
  return router;
}
