// One line per upload: the file, a real progress bar (bytes sent), then its own result: done, or the reason it
// was refused (the browser's check or the server's answer).
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { dismissUpload, formatBytes, type UploadTask } from './upload-queue';
import { iconButton } from './styles';

export function UploadProgress({ tasks, label }: { tasks: UploadTask[]; label: string }) {
  if (!tasks.length) return null;
  return (
    <ul className="space-y-2" aria-label={label}>
      {tasks.map((task) => {
        const percent = task.size ? Math.round((task.sent / task.size) * 100) : 0;
        return (
          <li
            key={task.id}
            data-testid="upload-task"
            data-status={task.status}
            className="rounded-[var(--radius-card)] border border-line bg-white p-3"
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900">{task.name}</p>
                {task.status === 'failed' ? (
                  <p className="mt-1 flex items-start gap-1.5 text-sm text-red-800" role="alert">
                    <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
                    {task.error}
                  </p>
                ) : task.status === 'done' ? (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-emerald-800">
                    <CircleCheck size={16} aria-hidden="true" />
                    Uploaded, {task.result ? `${task.result.width} × ${task.result.height}` : formatBytes(task.size)}
                  </p>
                ) : (
                  <>
                    <progress
                      className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-paper-2 [&::-webkit-progress-value]:bg-brass"
                      max={task.size || 1}
                      value={task.sent}
                      aria-label={`Uploading ${task.name}`}
                    />
                    <p className="mt-1 text-xs tabular-nums text-ink-500">
                      {task.status === 'queued'
                        ? 'Waiting…'
                        : task.sent >= task.size
                          ? 'Sent; making the sizes…'
                          : `${formatBytes(task.sent)} of ${formatBytes(task.size)} (${percent}%)`}
                    </p>
                  </>
                )}
              </div>
              {(task.status === 'done' || task.status === 'failed') && (
                <button type="button" className={iconButton} onClick={() => dismissUpload(task.id)} aria-label={`Dismiss ${task.name}`}>
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
