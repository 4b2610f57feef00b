// dynalite (DynamoDB on LevelDB, in memory) on a free port of 127.0.0.1, for the benchmark to run
// in a process of its own as lwb serve runs in its own: prints "listening PORT", stops on SIGTERM.
// Tables are ACTIVE at once (no simulated create delay).
import dynalite from 'dynalite';

const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
