// POST /api/upload: one image in the multipart part "file" (multer, memory storage, 10 MB, 1 file). The saved
// image becomes a record of the media library; the answer is that record (url, width, height, variants, …).
// Sign-in and CSRF are checked before the body is read (CSRF by the route policy, before this router); the bytes, never the client's MIME type, decide the type.
// The file name must end in an image extension, and no field name may nest: multer leaves fieldNestingDepth and
// fieldArrayIndexLimit unlimited unless set, and `items[4294967294]` then `items[x]` makes it spin for minutes.
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES, saveImageUpload, UploadError } from '../storage/uploads';
import { uploadNameProblem } from '../storage/upload-checks';
import { requireAdmin } from '../auth/require-admin';
import type { MediaLibrary } from '../storage/store';
import { UPLOAD_RULES, type MediaEntry } from '#shared/api';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
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

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, UPLOAD_RULES.tooLarge],
  LIMIT_FILE_COUNT: [400, 'Upload one file at a time'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the image in the form part named "file", one file at a time'],
  LIMIT_PART_COUNT: [400, 'Too many form parts'],
  LIMIT_FIELD_COUNT: [400, 'Too many form fields'],
  LIMIT_FIELD_NESTING: [400, 'Form field names may not contain brackets'],
  LIMIT_FIELD_ARRAY_INDEX: [400, 'Form field names may not contain brackets'],
};

export function uploadRouter(uploadsDir: string, media?: MediaLibrary): Router {
  const router = Router();
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

  router.post('/api/upload', requireAdmin, parse, async (req, res) => {
    if (!req.file) return res.status(400).json({ error: 'Choose an image to upload (form part "file")' });
    const badName = uploadNameProblem(req.file.originalname);
    if (badName) return res.status(badName[0]).json({ error: badName[1] });
    try {
      const saved = await saveImageUpload(uploadsDir, req.file.buffer);
      const entry: MediaEntry = {
        ...saved,
        originalName: req.file.originalname,
        alt: '',
        uploadedAt: new Date().toISOString(),
        usedBy: [],
      };
      if (media) {
        const { usedBy: _usedBy, ...record } = entry;
        await media.add(record);
      }
      res.status(201).json(entry);
    } catch (error) {
      if (error instanceof UploadError) return res.status(error.status).json({ error: error.message });
      throw error;
    }
  });
  return router;
}
