// A free loopback port, found synchronously (a config file cannot await): a throwaway Node process asks the
// operating system for one and prints it.
import { execFileSync } from 'node:child_process';

export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
