<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>lw::AttributeTreeModel</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::BacklogBar</name>
    <message numerus="yes">
        <source>%n item(s) expired but not yet deleted: the service&apos;s TTL backlog</source>
        <translation>
            <numerusform>%n item expired but not yet deleted: the service&apos;s TTL backlog</numerusform>
            <numerusform>%n items expired but not yet deleted: the service&apos;s TTL backlog</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) read</source>
        <translation>
            <numerusform>%n item read</numerusform>
            <numerusform>%n items read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::CachePane</name>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n miss(es)</source>
        <translation>
            <numerusform>%n miss</numerusform>
            <numerusform>%n misses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale entry(s)</source>
        <translation>
            <numerusform>%n stale entry</numerusform>
            <numerusform>%n stale entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passed through (ConsistentRead, transactions)</source>
        <translation>
            <numerusform>%n passed through (ConsistentRead, transactions)</numerusform>
            <numerusform>%n passed through (ConsistentRead, transactions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n written through</source>
        <translation>
            <numerusform>%n written through</numerusform>
            <numerusform>%n written through</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n evicted</source>
        <translation>
            <numerusform>%n evicted</numerusform>
            <numerusform>%n evicted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expired</source>
        <translation>
            <numerusform>%n expired</numerusform>
            <numerusform>%n expired</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::CallLog</name>
    <message numerus="yes">
        <source>--- the lesson played again on a fresh workspace: %n step(s)</source>
        <translation>
            <numerusform>--- the lesson played again on a fresh workspace: %n step</numerusform>
            <numerusform>--- the lesson played again on a fresh workspace: %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::ClockBar</name>
    <message numerus="yes">
        <source>Sweep stopped after %n deletions</source>
        <translation>
            <numerusform>Sweep stopped after %n deletion</numerusform>
            <numerusform>Sweep stopped after %n deletions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::ConsolePane</name>
    <message numerus="yes">
        <source>Runs as %n Queries on %1</source>
        <translation>
            <numerusform>Runs as %n Query on %1</numerusform>
            <numerusform>Runs as %n Queries on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::EventualReadNote</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::HeatMapView</name>
    <message numerus="yes">
        <source>Throttled: %n request(s)</source>
        <translation>
            <numerusform>Throttled: %n request</numerusform>
            <numerusform>Throttled: %n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::HeatPane</name>
    <message numerus="yes">
        <source>Partition %1 holds %n key(s)</source>
        <translation>
            <numerusform>Partition %1 holds %n key</numerusform>
            <numerusform>Partition %1 holds %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Partition %1: the first %n key(s)</source>
        <translation>
            <numerusform>Partition %1: the first %n key</numerusform>
            <numerusform>Partition %1: the first %n keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::ItemsModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::LessonPane</name>
    <message numerus="yes">
        <source>The end: all %n steps run</source>
        <translation>
            <numerusform>The end: the one step run</numerusform>
            <numerusform>The end: all %n steps run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Quiz (%n question(s))</source>
        <translation>
            <numerusform>&amp;Quiz (%n question)</numerusform>
            <numerusform>&amp;Quiz (%n questions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::LongWork</name>
    <message numerus="yes">
        <source>%1 · %n events run</source>
        <translation>
            <numerusform>%1 · %n event run</numerusform>
            <numerusform>%1 · %n events run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items done</source>
        <translation>
            <numerusform>%n item done</numerusform>
            <numerusform>%n items done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::MainWindow</name>
    <message numerus="yes">
        <source>Delete the table %1 and its %n item(s)? Edit ▸ Undo puts them back.</source>
        <translation>
            <numerusform>Delete the table %1 and its %n item? Edit ▸ Undo puts them back.</numerusform>
            <numerusform>Delete the table %1 and its %n items? Edit ▸ Undo puts them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln item(s) of %1 into %2, reading %3 read units</source>
        <translation>
            <numerusform>Copied %Ln item of %1 into %2, reading %3 read units</numerusform>
            <numerusform>Copied %Ln items of %1 into %2, reading %3 read units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Uploaded %Ln item(s) of %1 into %2 on %3, writing %4 write units</source>
        <translation>
            <numerusform>Uploaded %Ln item of %1 into %2 on %3, writing %4 write units</numerusform>
            <numerusform>Uploaded %Ln items of %1 into %2 on %3, writing %4 write units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::QuizView</name>
    <message numerus="yes">
        <source>The quiz: %n question(s)</source>
        <translation>
            <numerusform>The quiz: %n question</numerusform>
            <numerusform>The quiz: %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) not checked.</source>
        <translation>
            <numerusform>%n question not checked.</numerusform>
            <numerusform>%n questions not checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::ServerToggle</name>
    <message numerus="yes">
        <source>… %Ln more request(s) served, not shown</source>
        <translation>
            <numerusform>… %Ln more request served, not shown</numerusform>
            <numerusform>… %Ln more requests served, not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving at %1 · %Ln request(s)</source>
        <translation>
            <numerusform>Serving at %1 · %Ln request</numerusform>
            <numerusform>Serving at %1 · %Ln requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::StreamRecordsModel</name>
    <message numerus="yes">
        <source>%n older change(s) trimmed (a stream keeps records 24 hours), shown from the items&apos; history</source>
        <translation>
            <numerusform>%n older change trimmed (a stream keeps records 24 hours), shown from the items&apos; history</numerusform>
            <numerusform>%n older changes trimmed (a stream keeps records 24 hours), shown from the items&apos; history</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::TablesModel</name>
    <message numerus="yes">
        <source>%1: %Ln item(s), %2 bytes, billing mode %3</source>
        <translation>
            <numerusform>%1: %Ln item, %2 bytes, billing mode %3</numerusform>
            <numerusform>%1: %Ln items, %2 bytes, billing mode %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: projection %3, %Ln item(s)</source>
        <translation>
            <numerusform>%1 on %2: projection %3, %Ln item</numerusform>
            <numerusform>%1 on %2: projection %3, %Ln items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::TimelineView</name>
    <message numerus="yes">
        <source>%n change(s) in this lifetime</source>
        <translation>
            <numerusform>%n change in this lifetime</numerusform>
            <numerusform>%n changes in this lifetime</numerusform>
        </translation>
    </message>
</context>
</TS>
