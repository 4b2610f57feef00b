// The record format of the write log that writelog.c (the LD_PRELOAD interposer) appends and
// crashlog.h reads. Native byte order: the log is read on the machine that wrote it.
#pragma once

#include <stdint.h>

enum WriteLogType
{
    WriteLogName = 1,          // file `file` is the path in the data, relative to the folder
    WriteLogWrite = 2,         // `length` bytes (the data) written at `offset`
    WriteLogDurableWrite = 3,  // the same through an O_SYNC / O_DSYNC descriptor: durable
    WriteLogSyncBegun = 4,     // fsync or fdatasync of `file` called
    WriteLogSyncEnded = 5,     // ... and returned 0: every write logged before its begun record
                               // is durable
    WriteLogTruncate = 6,      // the file's size set to `offset`
    WriteLogSyncFileRange = 7, // sync_file_range: logged, promises nothing
    WriteLogWritableMap = 8,   // a writable shared map of `file`: writes this log cannot see
    WriteLogMsync = 9,         // msync of some map (`file` unknown)
};

struct WriteLogRecord
{
    uint32_t type;   // WriteLogType
    uint32_t file;   // the id a Name record gave
    uint64_t seq;    // 1, 2, 3 ... in the order records were made
    uint64_t timeNs; // CLOCK_MONOTONIC when the record was made
    uint64_t offset;
    uint64_t length; // bytes of data after the record
    uint64_t thread; // the calling thread (gettid), to pair a sync's begun and ended records
};
