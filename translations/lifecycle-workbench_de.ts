<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ApiCommand</name>
    <message>
        <source>Soft delete %1</source>
        <translation>%1 vorläufig löschen</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 wiederherstellen</translation>
    </message>
</context>
<context>
    <name>GuiMain</name>
    <message>
        <source>No translation for language %1; available: en, %2</source>
        <translation>Keine Übersetzung für die Sprache %1; verfügbar: en, %2</translation>
    </message>
    <message>
        <source>Lifecycle Workbench</source>
        <translation>Lifecycle Workbench</translation>
    </message>
    <message>
        <source>A workbench for exploring how DynamoDB data lives and dies.</source>
        <translation>Eine Werkbank, um zu erkunden, wie DynamoDB-Daten leben und sterben.</translation>
    </message>
    <message>
        <source>Open the workspace in &lt;dir&gt;.</source>
        <translation>Den Arbeitsbereich in &lt;verzeichnis&gt; öffnen.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>verzeichnis</translation>
    </message>
    <message>
        <source>Save a picture of the loaded window to &lt;file&gt; and exit.</source>
        <translation>Ein Bild des geladenen Fensters in &lt;datei&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>Show the items of table &lt;name&gt;.</source>
        <translation>Die Elemente der Tabelle &lt;name&gt; zeigen.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>With --table: show the entries of index &lt;name&gt; instead.</source>
        <translation>Mit --table: stattdessen die Einträge des Index &lt;name&gt; zeigen.</translation>
    </message>
    <message>
        <source>Open on the read-only past view of &lt;time&gt; (e.g. 2026-10-20T11:00:00Z).</source>
        <translation>In der schreibgeschützten Vergangenheitsansicht von &lt;zeit&gt; öffnen (z.&#xa0;B. 2026-10-20T11:00:00Z).</translation>
    </message>
    <message>
        <source>time</source>
        <translation>zeit</translation>
    </message>
    <message>
        <source>Bring pane &lt;name&gt; to the front (%1); with --screenshot, picture only it.</source>
        <translation>Den Bereich &lt;name&gt; nach vorn holen (%1); mit --screenshot nur ihn abbilden.</translation>
    </message>
    <message>
        <source>Show the interface in language &lt;code&gt; (de, en) instead of the one the &quot;language&quot; setting or the system asks for.</source>
        <translation>Die Oberfläche in der Sprache &lt;code&gt; (de, en) zeigen statt in der, die die Einstellung „language“ oder das System vorgibt.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Cannot open the workspace %1:
%2</source>
        <translation>Der Arbeitsbereich %1 lässt sich nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>No table or index named %1 %2</source>
        <translation>Keine Tabelle und kein Index namens %1 %2</translation>
    </message>
    <message>
        <source>Not a time: %1 (try 2026-10-20T11:00:00Z)</source>
        <translation>Keine Zeitangabe: %1 (etwa 2026-10-20T11:00:00Z)</translation>
    </message>
    <message>
        <source>No pane named %1: try one of %2</source>
        <translation>Kein Bereich namens %1; möglich sind: %2</translation>
    </message>
    <message>
        <source>Cannot write the picture %1</source>
        <translation>Das Bild %1 lässt sich nicht schreiben</translation>
    </message>
</context>
<context>
    <name>lw::ArchiveObjectsModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Last modified (UTC)</source>
        <translation>Geändert (UTC)</translation>
    </message>
    <message>
        <source>Storage class</source>
        <translation>Speicherklasse</translation>
    </message>
</context>
<context>
    <name>lw::ArchivePane</name>
    <message>
        <source>Select an object to see its body, tags and version.</source>
        <translation>Wählen Sie ein Objekt, um Inhalt, Tags und Version zu sehen.</translation>
    </message>
    <message>
        <source>1 object in the archive bucket</source>
        <translation>1 Objekt im Archiv-Bucket</translation>
    </message>
    <message>
        <source>%1 objects in the archive bucket</source>
        <translation>%1 Objekte im Archiv-Bucket</translation>
    </message>
    <message>
        <source>Key: %1
Version: %2
Content type: %3
Tags: %4

%5</source>
        <translation>Schlüssel: %1
Version: %2
Inhaltstyp: %3
Tags: %4

%5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>lw::ClockBar</name>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>The workspace clock: simulated time, in UTC. Every write is stamped with it.</source>
        <translation>Die Uhr des Arbeitsbereichs: simulierte Zeit in UTC. Jeder Schreibvorgang erhält ihren Zeitstempel.</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <source>Advance the clock by one minute</source>
        <translation>Die Uhr um eine Minute vorstellen</translation>
    </message>
    <message>
        <source>+1 h</source>
        <translation>+1 Std.</translation>
    </message>
    <message>
        <source>Advance the clock by one hour</source>
        <translation>Die Uhr um eine Stunde vorstellen</translation>
    </message>
    <message>
        <source>+1 d</source>
        <translation>+1 Tag</translation>
    </message>
    <message>
        <source>Advance the clock by one day</source>
        <translation>Die Uhr um einen Tag vorstellen</translation>
    </message>
    <message>
        <source>Sweep now</source>
        <translation>Jetzt bereinigen</translation>
    </message>
    <message>
        <source>Delete every item whose TTL has expired now, without waiting for the sweeper&apos;s lag</source>
        <translation>Jedes Element, dessen TTL abgelaufen ist, jetzt löschen, ohne die Verzögerung des Sweepers abzuwarten</translation>
    </message>
    <message>
        <source>Let the clock follow real time at this speed</source>
        <translation>Die Uhr mit dieser Geschwindigkeit der Echtzeit folgen lassen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>The clock moves only when you move it</source>
        <translation>Die Uhr bewegt sich nur, wenn Sie sie bewegen</translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
    </message>
    <message>
        <source>Real time: a second a second</source>
        <translation>Echtzeit: eine Sekunde pro Sekunde</translation>
    </message>
    <message>
        <source>60×</source>
        <translation>60×</translation>
    </message>
    <message>
        <source>A minute every second</source>
        <translation>Eine Minute pro Sekunde</translation>
    </message>
    <message>
        <source>3600×</source>
        <translation>3600×</translation>
    </message>
    <message>
        <source>An hour every second</source>
        <translation>Eine Stunde pro Sekunde</translation>
    </message>
    <message>
        <source>Live:</source>
        <translation>Live:</translation>
    </message>
    <message>
        <source>A time (UTC) before the clock: Return or Show opens the tables as they were then, read-only</source>
        <translation>Eine Zeit (UTC) vor der Uhr: Eingabetaste oder „Anzeigen“ öffnet die Tabellen so, wie sie damals waren, schreibgeschützt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show the tables as they were at the chosen time (Return)</source>
        <translation>Die Tabellen so zeigen, wie sie zur gewählten Zeit waren (Eingabetaste)</translation>
    </message>
    <message>
        <source>View as of:</source>
        <translation>Stand vom:</translation>
    </message>
    <message>
        <source>Live mode stopped: %1</source>
        <translation>Live-Modus gestoppt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>lw::ClockText</name>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
</context>
<context>
    <name>lw::ConsolePane</name>
    <message>
        <source>Action, e.g. PutItem</source>
        <translation>Aktion, z.&#xa0;B. PutItem</translation>
    </message>
    <message>
        <source>Request JSON, e.g. {&quot;TableName&quot;: &quot;Sessions&quot;}</source>
        <translation>Anfrage-JSON, z.&#xa0;B. {&quot;TableName&quot;: &quot;Sessions&quot;}</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Return)</source>
        <translation>Die Anfrage senden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>Akti&amp;on:</translation>
    </message>
    <message>
        <source>Request:</source>
        <translation>Anfrage:</translation>
    </message>
    <message>
        <source>Response:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Request is not valid JSON: %1 at character %2</source>
        <translation>Die Anfrage ist kein gültiges JSON: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>Request must be a JSON object</source>
        <translation>Die Anfrage muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 hat geantwortet</translation>
    </message>
</context>
<context>
    <name>lw::ConsumerDialog</name>
    <message>
        <source>Add stream consumer</source>
        <translation>Stream-Verbraucher hinzufügen</translation>
    </message>
    <message>
        <source>The table whose stream the consumer reads</source>
        <translation>Die Tabelle, deren Stream der Verbraucher liest</translation>
    </message>
    <message>
        <source>e.g. search-index</source>
        <translation>z.&#xa0;B. search-index</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;; unique on its table</source>
        <translation>1 bis 64 Buchstaben, Ziffern, &apos;_&apos;, &apos;-&apos; oder &apos;.&apos;; eindeutig in seiner Tabelle</translation>
    </message>
    <message>
        <source>Projector: keeps a search index of the items</source>
        <translation>Projektor: führt einen Suchindex der Elemente</translation>
    </message>
    <message>
        <source>Aggregator: keeps counts and sums in a stats item</source>
        <translation>Aggregator: führt Anzahlen und Summen in einem Statistik-Element</translation>
    </message>
    <message>
        <source>Archiver: copies removed items to the archive bucket</source>
        <translation>Archivierer: kopiert entfernte Elemente in den Archiv-Bucket</translation>
    </message>
    <message>
        <source>Oldest kept record (TRIM_HORIZON)</source>
        <translation>Ältester erhaltener Datensatz (TRIM_HORIZON)</translation>
    </message>
    <message>
        <source>Only records from now on (LATEST)</source>
        <translation>Nur Datensätze ab jetzt (LATEST)</translation>
    </message>
    <message>
        <source> records</source>
        <translation> Datensätze</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>A record reaches the consumer this long after it is made, at the earliest, and the consumer polls at most this often</source>
        <translation>Ein Datensatz erreicht den Verbraucher frühestens so lange nach seiner Entstehung, und der Verbraucher fragt höchstens einmal in diesem Abstand ab</translation>
    </message>
    <message>
        <source>e.g. {&quot;eventName&quot;: [&quot;REMOVE&quot;]}</source>
        <translation>z.&#xa0;B. {&quot;eventName&quot;: [&quot;REMOVE&quot;]}</translation>
    </message>
    <message>
        <source>A Lambda filter pattern (JSON): only matching records are handled; empty handles every record</source>
        <translation>Ein Lambda-Filtermuster (JSON): Nur passende Datensätze werden verarbeitet; leer werden alle verarbeitet</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <source> batches</source>
        <translation> Batches</translation>
    </message>
    <message>
        <source> batch</source>
        <translation> Batch</translation>
    </message>
    <message>
        <source>The at-least-once fault: every Nth batch is handled but not checkpointed, so it comes again</source>
        <translation>Der At-least-once-Fehler: Jeder N-te Batch wird verarbeitet, aber nicht per Checkpoint bestätigt, und kommt daher erneut</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <source>&amp;Start at:</source>
        <translation>&amp;Beginnen bei:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>Batch-&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Poll delay:</source>
        <translation>Abfrage&amp;verzögerung:</translation>
    </message>
    <message>
        <source>&amp;Filter pattern:</source>
        <translation>&amp;Filtermuster:</translation>
    </message>
    <message>
        <source>&amp;Redeliver:</source>
        <translation>Erneut &amp;zustellen:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>every attribute</source>
        <translation>alle Attribute</translation>
    </message>
    <message>
        <source>Comma separated; the key attributes are always kept</source>
        <translation>Durch Kommas getrennt; die Schlüsselattribute bleiben immer erhalten</translation>
    </message>
    <message>
        <source>Attributes to &amp;project:</source>
        <translation>Zu projizierende &amp;Attribute:</translation>
    </message>
    <message>
        <source>the partition key</source>
        <translation>der Partitionsschlüssel</translation>
    </message>
    <message>
        <source>The sort key of each group&apos;s stats item</source>
        <translation>Der Sortierschlüssel des Statistik-Elements jeder Gruppe</translation>
    </message>
    <message>
        <source>e.g. total</source>
        <translation>z.&#xa0;B. total</translation>
    </message>
    <message>
        <source>A Number attribute of the changed items: its change is added to the target attribute of the stats item</source>
        <translation>Ein Number-Attribut der geänderten Elemente: Seine Änderung wird zum Zielattribut des Statistik-Elements addiert</translation>
    </message>
    <message>
        <source>e.g. revenue</source>
        <translation>z.&#xa0;B. revenue</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>&amp;De-duplicate by sequence number</source>
        <translation>&amp;Deduplizieren nach Sequenznummer</translation>
    </message>
    <message>
        <source>Skip records the stats item has already counted, so a redelivered batch changes nothing</source>
        <translation>Datensätze überspringen, die das Statistik-Element schon gezählt hat, damit ein erneut zugestellter Batch nichts ändert</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>Gr&amp;uppieren nach:</translation>
    </message>
    <message>
        <source>Stats sort &amp;key:</source>
        <translation>Statistik-&amp;Sortierschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Count into:</source>
        <translation>Zählen &amp;in:</translation>
    </message>
    <message>
        <source>S&amp;um:</source>
        <translation>Su&amp;mme:</translation>
    </message>
    <message>
        <source>Object keys are &lt;prefix&gt;&lt;partition key&gt;.json</source>
        <translation>Objektschlüssel sind &lt;Präfix&gt;&lt;Partitionsschlüssel&gt;.json</translation>
    </message>
    <message>
        <source>Only items deleted by &amp;TTL</source>
        <translation>Nur durch TT&amp;L gelöschte Elemente</translation>
    </message>
    <message>
        <source>Object key &amp;prefix:</source>
        <translation>&amp;Präfix der Objektschlüssel:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No table has a stream, and a consumer reads one. Turn a table&apos;s stream on first (UpdateTable with a StreamSpecification).</source>
        <translation>Keine Tabelle hat einen Stream, und ein Verbraucher liest einen. Schalten Sie zuerst den Stream einer Tabelle ein (UpdateTable mit einer StreamSpecification).</translation>
    </message>
</context>
<context>
    <name>lw::ConsumersModel</name>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projektor</translation>
    </message>
    <message>
        <source>Aggregator</source>
        <translation>Aggregator</translation>
    </message>
    <message>
        <source>Archiver</source>
        <translation>Archivierer</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>every batch</source>
        <translation>jeder Batch</translation>
    </message>
    <message>
        <source>every %1 batches</source>
        <translation>alle %1 Batches</translation>
    </message>
    <message>
        <source>%1 on table %2: up to %3 records a batch, %4 ms after they are made</source>
        <translation>%1 auf Tabelle %2: bis zu %3 Datensätze pro Batch, %4 ms nach ihrer Entstehung</translation>
    </message>
    <message>
        <source>No record handled yet</source>
        <translation>Noch kein Datensatz verarbeitet</translation>
    </message>
    <message>
        <source>Every record up to sequence number %1 is handled</source>
        <translation>Jeder Datensatz bis Sequenznummer %1 ist verarbeitet</translation>
    </message>
    <message>
        <source>Every batch is checkpointed once handled</source>
        <translation>Jeder Batch erhält nach der Verarbeitung einen Checkpoint</translation>
    </message>
    <message>
        <source>The at-least-once fault: a batch handled but not checkpointed comes again. The last batch will come again.</source>
        <translation>Der At-least-once-Fehler: Ein verarbeiteter Batch ohne Checkpoint kommt erneut. Der letzte Batch kommt erneut.</translation>
    </message>
    <message>
        <source>The at-least-once fault: a batch handled but not checkpointed comes again.</source>
        <translation>Der At-least-once-Fehler: Ein verarbeiteter Batch ohne Checkpoint kommt erneut.</translation>
    </message>
    <message>
        <source>Records the filter (FilterCriteria) left out</source>
        <translation>Datensätze, die der Filter (FilterCriteria) ausgelassen hat</translation>
    </message>
    <message>
        <source>Records the consumer had nothing to do with (an aggregator&apos;s own writes, an archiver&apos;s non-removals)</source>
        <translation>Datensätze, die den Verbraucher nicht betrafen (die eigenen Schreibvorgänge eines Aggregators, alles außer REMOVE bei einem Archivierer)</translation>
    </message>
    <message>
        <source>Records a de-duplicating aggregator had already added</source>
        <translation>Datensätze, die ein deduplizierender Aggregator bereits addiert hatte</translation>
    </message>
    <message>
        <source>Batches delivered again by the at-least-once fault</source>
        <translation>Vom At-least-once-Fehler erneut zugestellte Batches</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Last poll</source>
        <translation>Letzte Abfrage</translation>
    </message>
    <message>
        <source>Processed</source>
        <translation>Verarbeitet</translation>
    </message>
    <message>
        <source>Filtered</source>
        <translation>Gefiltert</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplikate</translation>
    </message>
    <message>
        <source>Redeliveries</source>
        <translation>Neuzustellungen</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>lw::ConsumersPane</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stream consumers</source>
        <translation>Stream-Verbraucher</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a stream consumer to a table</source>
        <translation>Einer Tabelle einen Stream-Verbraucher hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>Deakti&amp;vieren</translation>
    </message>
    <message>
        <source>At-least-once &amp;fault</source>
        <translation>At-least-once-&amp;Fehler</translation>
    </message>
    <message>
        <source>Redeliver one batch in every %1 to the selected consumer: it is handled but not checkpointed, so it comes again. Shows why a consumer must be idempotent.</source>
        <translation>Dem ausgewählten Verbraucher jeden %1. Batch erneut zustellen: Er wird verarbeitet, aber ohne Checkpoint, und kommt daher erneut. Zeigt, warum ein Verbraucher idempotent sein muss.</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected consumer, its checkpoint and statistics</source>
        <translation>Den ausgewählten Verbraucher mit Checkpoint und Statistik löschen</translation>
    </message>
    <message>
        <source>Delete stream consumer</source>
        <translation>Stream-Verbraucher löschen</translation>
    </message>
    <message>
        <source>Delete the consumer %1 of table %2?

Its checkpoint and statistics go with it, and a projector&apos;s documents too. The table&apos;s items stay.</source>
        <translation>Den Verbraucher %1 der Tabelle %2 löschen?

Sein Checkpoint und seine Statistik werden mitgelöscht, bei einem Projektor auch dessen Dokumente. Die Elemente der Tabelle bleiben.</translation>
    </message>
    <message>
        <source>Stop the selected consumer; it keeps its checkpoint</source>
        <translation>Den ausgewählten Verbraucher anhalten; er behält seinen Checkpoint</translation>
    </message>
    <message>
        <source>&amp;Enable</source>
        <translation>Akti&amp;vieren</translation>
    </message>
    <message>
        <source>Clear the failure and retry from the checkpoint</source>
        <translation>Den Fehler zurücksetzen und ab dem Checkpoint erneut versuchen</translation>
    </message>
    <message>
        <source>Let the selected consumer poll again from its checkpoint</source>
        <translation>Den ausgewählten Verbraucher wieder ab seinem Checkpoint abfragen lassen</translation>
    </message>
</context>
<context>
    <name>lw::GsiMatrixModel</name>
    <message>
        <source>missing %1</source>
        <translation>fehlt: %1</translation>
    </message>
    <message>
        <source>wrong type %1</source>
        <translation>falscher Typ: %1</translation>
    </message>
    <message>
        <source>In %1: the item has %2, so the index holds it.</source>
        <translation>In %1: Das Element hat %2, also enthält der Index es.</translation>
    </message>
    <message>
        <source>Not in %1: the item has no %2 attribute, and a local index holds only the items that have its sort key.</source>
        <translation>Nicht in %1: Das Element hat kein Attribut %2, und ein lokaler Index enthält nur die Elemente, die seinen Sortierschlüssel haben.</translation>
    </message>
    <message>
        <source>Not in %1: the item has no %2 attribute, so this sparse index leaves it out.</source>
        <translation>Nicht in %1: Das Element hat kein Attribut %2, also lässt dieser Sparse-Index es aus.</translation>
    </message>
    <message>
        <source>Not in %1: the item has neither %2 nor %3, so this sparse index leaves it out.</source>
        <translation>Nicht in %1: Das Element hat weder %2 noch %3, also lässt dieser Sparse-Index es aus.</translation>
    </message>
    <message>
        <source>Not in %1: the item&apos;s %2 is of type %3, not %4 as the table declares, so the index leaves it out (DynamoDB rejects such writes).</source>
        <translation>Nicht in %1: %2 des Elements hat den Typ %3, nicht %4 wie in der Tabelle deklariert, also lässt der Index es aus (DynamoDB lehnt solche Schreibvorgänge ab).</translation>
    </message>
    <message>
        <source>Global secondary index %1 on %2, projection %3. It holds only the items that have every one of its key attributes: it is sparse.</source>
        <translation>Globaler sekundärer Index %1 auf %2, Projektion %3. Er enthält nur die Elemente, die jedes seiner Schlüsselattribute haben: Er ist dünn besetzt (sparse).</translation>
    </message>
    <message>
        <source>Local secondary index %1 on %2, projection %3. It shares the table&apos;s partition key, so it holds the items that have its sort key.</source>
        <translation>Lokaler sekundärer Index %1 auf %2, Projektion %3. Er teilt den Partitionsschlüssel der Tabelle und enthält daher die Elemente, die seinen Sortierschlüssel haben.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2) · LSI</source>
        <translation>%1 (%2) · LSI</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>lw::GsiMatrixPane</name>
    <message>
        <source>Show only items missing from an index</source>
        <translation>Nur Elemente zeigen, die in einem Index fehlen</translation>
    </message>
    <message>
        <source>No table selected.</source>
        <translation>Keine Tabelle ausgewählt.</translation>
    </message>
    <message>
        <source>%1 has no secondary indexes.</source>
        <translation>%1 hat keine sekundären Indizes.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>%1 has no items for its indexes to hold.</source>
        <translation>In %1 gibt es keine Elemente für die Indizes.</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>%1 holds %2 of the first %3 items</source>
        <translation>%1 enthält %2 der ersten %3 Elemente</translation>
    </message>
    <message>
        <source>%1 holds %2 of 1 item</source>
        <translation>%1 enthält %2 von 1 Element</translation>
    </message>
    <message>
        <source>%1 holds %2 of %3 items</source>
        <translation>%1 enthält %2 von %3 Elementen</translation>
    </message>
    <message>
        <source> (scroll for more)</source>
        <translation> (für mehr scrollen)</translation>
    </message>
</context>
<context>
    <name>lw::ImageDiff</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <source>− %1</source>
        <translation>− %1</translation>
    </message>
</context>
<context>
    <name>lw::ItemHistoryDialog</name>
    <message>
        <source>History of %1</source>
        <translation>Verlauf von %1</translation>
    </message>
    <message>
        <source>Old image (before the change)</source>
        <translation>Altes Image (vor der Änderung)</translation>
    </message>
    <message>
        <source>New image (after the change)</source>
        <translation>Neues Image (nach der Änderung)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>(select a change above)</source>
        <translation>(oben eine Änderung wählen)</translation>
    </message>
    <message>
        <source>(none: this change created the item)</source>
        <translation>(keines: Diese Änderung hat das Element erstellt)</translation>
    </message>
    <message>
        <source>(none: this change deleted the item)</source>
        <translation>(keines: Diese Änderung hat das Element gelöscht)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 in table %2</source>
        <translation>%1 in Tabelle %2</translation>
    </message>
    <message>
        <source>%1 · no changes: this item was never written</source>
        <translation>%1 · keine Änderungen: Dieses Element wurde nie geschrieben</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>1 change</source>
        <translation>1 Änderung</translation>
    </message>
    <message>
        <source>%1 changes</source>
        <translation>%1 Änderungen</translation>
    </message>
</context>
<context>
    <name>lw::ItemHistoryModel</name>
    <message>
        <source>(no attribute changed)</source>
        <translation>(kein Attribut geändert)</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>TTL sweeper</source>
        <translation>TTL-Sweeper</translation>
    </message>
    <message>
        <source>consumer</source>
        <translation>Verbraucher</translation>
    </message>
    <message>
        <source>%1 (%2 ms since the epoch)</source>
        <translation>%1 (%2 ms seit der Epoche)</translation>
    </message>
    <message>
        <source>SequenceNumber %1</source>
        <translation>SequenceNumber %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Changes (old → new)</source>
        <translation>Änderungen (alt → neu)</translation>
    </message>
    <message>
        <source>Seq.</source>
        <translation>Seq.</translation>
    </message>
    <message>
        <source>When the change was made, on the workspace clock</source>
        <translation>Wann die Änderung vorgenommen wurde, nach der Uhr des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>INSERT created the item, MODIFY changed it, REMOVE deleted it</source>
        <translation>INSERT hat das Element erstellt, MODIFY es geändert, REMOVE es gelöscht</translation>
    </message>
    <message>
        <source>Who made the change: a user&apos;s api call, the Time to Live sweeper or a stream consumer</source>
        <translation>Wer die Änderung vorgenommen hat: der API-Aufruf eines Benutzers, der Time-to-Live-Sweeper oder ein Stream-Verbraucher</translation>
    </message>
    <message>
        <source>What changed from the old image to the new one; unchanged attributes and the key are left out. Select a change to see both images whole.</source>
        <translation>Was sich vom alten zum neuen Image geändert hat; unveränderte Attribute und der Schlüssel sind ausgelassen. Wählen Sie eine Änderung, um beide Images vollständig zu sehen.</translation>
    </message>
    <message>
        <source>The end of the change&apos;s SequenceNumber, as its stream record has it (all of it in the tooltip)</source>
        <translation>Das Ende der SequenceNumber der Änderung, wie ihr Stream-Datensatz sie führt (vollständig im Tooltip)</translation>
    </message>
</context>
<context>
    <name>lw::ItemsModel</name>
    <message>
        <source>%1 (key attribute)</source>
        <translation>%1 (Schlüsselattribut)</translation>
    </message>
</context>
<context>
    <name>lw::LifetimesModel</name>
    <message>
        <source>TTL attribute</source>
        <translation>TTL-Attribut</translation>
    </message>
    <message>
        <source>No TTL attribute: never expires</source>
        <translation>Kein TTL-Attribut: läuft nie ab</translation>
    </message>
    <message>
        <source>No TTL attribute (%1): never expires</source>
        <translation>Kein TTL-Attribut (%1): läuft nie ab</translation>
    </message>
    <message>
        <source>Never expires: its %1 is not a Number</source>
        <translation>Läuft nie ab: %1 ist keine Number</translation>
    </message>
    <message>
        <source>Never expires: its %1 is of type %2, not a Number of epoch seconds</source>
        <translation>Läuft nie ab: %1 hat den Typ %2, keine Number mit Epochensekunden</translation>
    </message>
    <message>
        <source>Never expires: its %1 is in milliseconds — a date tens of thousands of years away</source>
        <translation>Läuft nie ab: %1 ist in Millisekunden angegeben – ein Datum in Zehntausenden von Jahren</translation>
    </message>
    <message>
        <source>Never expires: its %1 is in milliseconds — a date in the year %2</source>
        <translation>Läuft nie ab: %1 ist in Millisekunden angegeben – ein Datum im Jahr %2</translation>
    </message>
    <message>
        <source>Never expires: its %1 is more than five years in the past, which DynamoDB ignores</source>
        <translation>Läuft nie ab: %1 liegt mehr als fünf Jahre in der Vergangenheit, was DynamoDB ignoriert</translation>
    </message>
    <message>
        <source>Never expires: its %1 (%2) is more than five years in the past, which DynamoDB ignores</source>
        <translation>Läuft nie ab: %1 (%2) liegt mehr als fünf Jahre in der Vergangenheit, was DynamoDB ignoriert</translation>
    </message>
    <message>
        <source>Never expires: TTL is not enabled on this table</source>
        <translation>Läuft nie ab: TTL ist für diese Tabelle nicht aktiviert</translation>
    </message>
    <message>
        <source>Expired at %1 but still visible: a user deletes it at %2</source>
        <translation>Abgelaufen am %1, aber noch sichtbar: Ein Benutzer löscht es am %2</translation>
    </message>
    <message>
        <source>Expired at %1 but still visible: a stream consumer deletes it at %2</source>
        <translation>Abgelaufen am %1, aber noch sichtbar: Ein Stream-Verbraucher löscht es am %2</translation>
    </message>
    <message>
        <source>Expired at %1 but still visible until the sweeper deletes it</source>
        <translation>Abgelaufen am %1, aber noch sichtbar, bis der Sweeper es löscht</translation>
    </message>
    <message>
        <source>Expired at %1 but still visible: the sweeper deletes it at %2</source>
        <translation>Abgelaufen am %1, aber noch sichtbar: Der Sweeper löscht es am %2</translation>
    </message>
    <message>
        <source>Deleted by TTL at %1</source>
        <translation>Durch TTL gelöscht am %1</translation>
    </message>
    <message>
        <source>Deleted by TTL at %1 (scheduled), %2 after it expired</source>
        <translation>Durch TTL gelöscht am %1 (geplant), %2 nach dem Ablauf</translation>
    </message>
    <message>
        <source>Deleted by TTL at %1, %2 after it expired</source>
        <translation>Durch TTL gelöscht am %1, %2 nach dem Ablauf</translation>
    </message>
    <message>
        <source>Never (no TTL attribute)</source>
        <translation>Nie (kein TTL-Attribut)</translation>
    </message>
    <message>
        <source>Never (not a Number)</source>
        <translation>Nie (keine Number)</translation>
    </message>
    <message>
        <source>Never (milliseconds)</source>
        <translation>Nie (Millisekunden)</translation>
    </message>
    <message>
        <source>Never (over five years ago)</source>
        <translation>Nie (über fünf Jahre her)</translation>
    </message>
    <message>
        <source>Never (TTL off)</source>
        <translation>Nie (TTL aus)</translation>
    </message>
    <message>
        <source>a user</source>
        <translation>einen Benutzer</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>a consumer</source>
        <translation>einen Verbraucher</translation>
    </message>
    <message>
        <source>Not written yet: it is created at %1</source>
        <translation>Noch nicht geschrieben: Es wird am %1 erstellt</translation>
    </message>
    <message>
        <source>Active: expires at %1</source>
        <translation>Aktiv: läuft am %1 ab</translation>
    </message>
    <message>
        <source>Deleted by a user at %1</source>
        <translation>Von einem Benutzer gelöscht am %1</translation>
    </message>
    <message>
        <source>Deleted by a stream consumer at %1</source>
        <translation>Von einem Stream-Verbraucher gelöscht am %1</translation>
    </message>
    <message>
        <source>Not written yet</source>
        <translation>Noch nicht geschrieben</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Expired, still visible</source>
        <translation>Abgelaufen, sichtbar</translation>
    </message>
    <message>
        <source>Deleted by TTL</source>
        <translation>Durch TTL gelöscht</translation>
    </message>
    <message>
        <source>Deleted by a user</source>
        <translation>Von Benutzer gelöscht</translation>
    </message>
    <message>
        <source>Deleted by a consumer</source>
        <translation>Von Verbraucher gelöscht</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Sweep at</source>
        <translation>Löschung am</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>lw::MainWindow</name>
    <message>
        <source>Lifecycle Workbench</source>
        <translation>Lifecycle Workbench</translation>
    </message>
    <message>
        <source>Tables and indexes</source>
        <translation>Tabellen und Indizes</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Stream consumers</source>
        <translation>Stream-Verbraucher</translation>
    </message>
    <message>
        <source>Stream records</source>
        <translation>Stream-Datensätze</translation>
    </message>
    <message>
        <source>GSI membership</source>
        <translation>GSI-Zugehörigkeit</translation>
    </message>
    <message>
        <source>Archive bucket</source>
        <translation>Archiv-Bucket</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <source>Filter the loaded items (all columns)</source>
        <translation>Geladene Elemente filtern (alle Spalten)</translation>
    </message>
    <message>
        <source>Fi&amp;lter:</source>
        <translation>Fil&amp;ter:</translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation>Arbeitsbereich: %1</translation>
    </message>
    <message>
        <source>Swept 1 expired item</source>
        <translation>1 abgelaufenes Element bereinigt</translation>
    </message>
    <message>
        <source>Swept %1 expired items</source>
        <translation>%1 abgelaufene Elemente bereinigt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig:</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen:</translation>
    </message>
    <message>
        <source>&amp;Soft Delete Item</source>
        <translation>Element &amp;vorläufig löschen</translation>
    </message>
    <message>
        <source>R&amp;estore Item</source>
        <translation>Element wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tables and Indexes</source>
        <translation>&amp;Tabellen und Indizes</translation>
    </message>
    <message>
        <source>Stream &amp;Consumers</source>
        <translation>Stream-&amp;Verbraucher</translation>
    </message>
    <message>
        <source>&amp;Filter Items</source>
        <translation>&amp;Elemente filtern</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>&amp;Back to Now</source>
        <translation>&amp;Zurück zur Gegenwart</translation>
    </message>
    <message>
        <source>&amp;Rewind to Viewed Time…</source>
        <translation>Auf angezeigte Zeit zurück&amp;spulen…</translation>
    </message>
    <message>
        <source>The past is read-only: go back to now first</source>
        <translation>Die Vergangenheit ist schreibgeschützt: Kehren Sie zuerst zur Gegenwart zurück</translation>
    </message>
    <message>
        <source>Select an item first</source>
        <translation>Wählen Sie zuerst ein Element</translation>
    </message>
    <message>
        <source>Rewind the workspace</source>
        <translation>Arbeitsbereich zurückspulen</translation>
    </message>
    <message>
        <source>Rewind the workspace to %1?

Every change after that time is dropped and the clock is set back to it.</source>
        <translation>Den Arbeitsbereich auf %1 zurückspulen?

Jede spätere Änderung wird verworfen und die Uhr auf diese Zeit zurückgestellt.</translation>
    </message>
    <message>
        <source>Rewound to %1</source>
        <translation>Zurückgespult auf %1</translation>
    </message>
    <message>
        <source>No table selected</source>
        <translation>Keine Tabelle ausgewählt</translation>
    </message>
    <message>
        <source>%1 as of %2: %3 loaded</source>
        <translation>%1, Stand %2: %3 geladen</translation>
    </message>
    <message>
        <source>%1: %2 items, %3 loaded</source>
        <translation>%1: %2 Elemente, %3 geladen</translation>
    </message>
    <message>
        <source>, %1 shown</source>
        <translation>, %1 angezeigt</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>The timeline shows tables of up to %1 items; %2 has %3</source>
        <translation>Die Zeitleiste zeigt Tabellen mit bis zu %1 Elementen; %2 hat %3</translation>
    </message>
</context>
<context>
    <name>lw::PastBanner</name>
    <message>
        <source>Back to now</source>
        <translation>Zur Gegenwart</translation>
    </message>
    <message>
        <source>Leave the past view and show the tables as they are now (Esc)</source>
        <translation>Die Vergangenheitsansicht verlassen und die Tabellen so zeigen, wie sie jetzt sind (Esc)</translation>
    </message>
    <message>
        <source>Rewind to here…</source>
        <translation>Zurückspulen…</translation>
    </message>
    <message>
        <source>Set the workspace back to this time, dropping every later change</source>
        <translation>Den Arbeitsbereich auf diese Zeit zurücksetzen und jede spätere Änderung verwerfen</translation>
    </message>
    <message>
        <source>Viewing %1 — read-only past</source>
        <translation>Stand %1 – schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>lw::RequestLogPane</name>
    <message>
        <source>Calls made from the window appear here, as the lessons print them.</source>
        <translation>Aufrufe aus dem Fenster erscheinen hier so, wie die Lektionen sie ausgeben.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Lee&amp;ren</translation>
    </message>
</context>
<context>
    <name>lw::StreamRecordsModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Records of %1 were trimmed (a stream keeps them 24 hours) before this pane read them; reading on from the oldest record kept. %2</source>
        <translation>Datensätze von %1 wurden entfernt (ein Stream behält sie 24 Stunden), bevor dieser Bereich sie gelesen hat; es geht mit dem ältesten erhaltenen Datensatz weiter. %2</translation>
    </message>
    <message>
        <source>(new image only)</source>
        <translation>(nur neues Image)</translation>
    </message>
    <message>
        <source>(old image only)</source>
        <translation>(nur altes Image)</translation>
    </message>
    <message>
        <source>(keys only)</source>
        <translation>(nur Schlüssel)</translation>
    </message>
    <message>
        <source>(none in this record)</source>
        <translation>(nicht in diesem Datensatz)</translation>
    </message>
    <message>
        <source>REMOVE by Time to Live</source>
        <translation>REMOVE durch Time to Live</translation>
    </message>
    <message>
        <source>%1 · sequence number %2</source>
        <translation>%1 · Sequenznummer %2</translation>
    </message>
    <message>
        <source>userIdentity: Service, dynamodb.amazonaws.com (no user made this delete)</source>
        <translation>userIdentity: Service, dynamodb.amazonaws.com (kein Benutzer hat dies gelöscht)</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>Altes Image</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>Neues Image</translation>
    </message>
    <message>
        <source>REMOVE (TTL)</source>
        <translation>REMOVE (TTL)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Changes (old → new)</source>
        <translation>Änderungen (alt → neu)</translation>
    </message>
    <message>
        <source>Seq.</source>
        <translation>Seq.</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>ApproximateCreationDateTime: when the change was made, to the second</source>
        <translation>ApproximateCreationDateTime: wann die Änderung vorgenommen wurde, sekundengenau</translation>
    </message>
    <message>
        <source>INSERT, MODIFY or REMOVE; REMOVE (TTL) when Time to Live deleted the item (userIdentity: Service dynamodb.amazonaws.com)</source>
        <translation>INSERT, MODIFY oder REMOVE; REMOVE (TTL), wenn Time to Live das Element gelöscht hat (userIdentity: Service dynamodb.amazonaws.com)</translation>
    </message>
    <message>
        <source>The item&apos;s key (Keys): partition key, then sort key</source>
        <translation>Der Schlüssel des Elements (Keys): Partitionsschlüssel, dann Sortierschlüssel</translation>
    </message>
    <message>
        <source>What changed from OldImage to NewImage; unchanged attributes are left out. Double-click a record for the item&apos;s history.</source>
        <translation>Was sich von OldImage zu NewImage geändert hat; unveränderte Attribute sind ausgelassen. Doppelklicken Sie auf einen Datensatz für den Verlauf des Elements.</translation>
    </message>
    <message>
        <source>The end of SequenceNumber, which orders the records of a shard (all of it in a record&apos;s tooltip)</source>
        <translation>Das Ende der SequenceNumber, die die Datensätze eines Shards ordnet (vollständig im Tooltip eines Datensatzes)</translation>
    </message>
    <message>
        <source>SizeBytes: the record&apos;s size</source>
        <translation>SizeBytes: die Größe des Datensatzes</translation>
    </message>
    <message>
        <source>No table selected</source>
        <translation>Keine Tabelle ausgewählt</translation>
    </message>
    <message>
        <source>Table %1 has no stream: enable one with UpdateTable StreamSpecification</source>
        <translation>Tabelle %1 hat keinen Stream: Aktivieren Sie einen mit UpdateTable StreamSpecification</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 Datensatz</translation>
    </message>
    <message>
        <source>%1 records</source>
        <translation>%1 Datensätze</translation>
    </message>
    <message>
        <source>1 shard</source>
        <translation>1 Shard</translation>
    </message>
    <message>
        <source>%1 shards</source>
        <translation>%1 Shards</translation>
    </message>
    <message>
        <source>stream disabled</source>
        <translation>Stream deaktiviert</translation>
    </message>
    <message>
        <source>latest %1</source>
        <translation>neuester %1</translation>
    </message>
</context>
<context>
    <name>lw::StreamRecordsPane</name>
    <message>
        <source>All events</source>
        <translation>Alle Ereignisse</translation>
    </message>
    <message>
        <source>INSERT</source>
        <translation>INSERT</translation>
    </message>
    <message>
        <source>MODIFY</source>
        <translation>MODIFY</translation>
    </message>
    <message>
        <source>REMOVE (user and TTL)</source>
        <translation>REMOVE (Benutzer und TTL)</translation>
    </message>
    <message>
        <source>TTL deletes only</source>
        <translation>Nur TTL-Löschungen</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>A&amp;nzeigen:</translation>
    </message>
</context>
<context>
    <name>lw::TablesModel</name>
    <message numerus="yes">
        <source>%1: %Ln item(s), %2 bytes, billing mode %3</source>
        <translation>
            <numerusform>%1: %Ln Element, %2 Bytes, Abrechnungsmodus %3</numerusform>
            <numerusform>%1: %Ln Elemente, %2 Bytes, Abrechnungsmodus %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>GSI</source>
        <translation>GSI</translation>
    </message>
    <message>
        <source>LSI</source>
        <translation>LSI</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: projection %3, %Ln item(s)</source>
        <translation>
            <numerusform>%1 auf %2: Projektion %3, %Ln Element</numerusform>
            <numerusform>%1 auf %2: Projektion %3, %Ln Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Key schema</source>
        <translation>Schlüsselschema</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
</context>
<context>
    <name>lw::TimelineCharts</name>
    <message>
        <source>Deletions per hour</source>
        <translation>Löschungen pro Stunde</translation>
    </message>
    <message>
        <source>Deletions per 6 hours</source>
        <translation>Löschungen pro 6 Stunden</translation>
    </message>
    <message>
        <source>Deletions per day</source>
        <translation>Löschungen pro Tag</translation>
    </message>
    <message>
        <source>Deletions per week</source>
        <translation>Löschungen pro Woche</translation>
    </message>
    <message>
        <source>Deletions per 4 weeks</source>
        <translation>Löschungen pro 4 Wochen</translation>
    </message>
    <message>
        <source>Deletions per 52 weeks</source>
        <translation>Löschungen pro 52 Wochen</translation>
    </message>
    <message>
        <source>Values over time</source>
        <translation>Werte im Zeitverlauf</translation>
    </message>
    <message>
        <source>Deletions: none yet</source>
        <translation>Löschungen: noch keine</translation>
    </message>
    <message>
        <source>By TTL</source>
        <translation>Durch TTL</translation>
    </message>
    <message>
        <source>By a user</source>
        <translation>Durch Benutzer</translation>
    </message>
    <message>
        <source>By a consumer</source>
        <translation>Durch Verbraucher</translation>
    </message>
    <message>
        <source>Sweeper lag after expiry: no TTL deletions yet</source>
        <translation>Sweeper-Verzögerung nach Ablauf: noch keine TTL-Löschungen</translation>
    </message>
    <message>
        <source>TTL deletions, by lag after expiry</source>
        <translation>TTL-Löschungen nach Verzögerung seit Ablauf</translation>
    </message>
    <message>
        <source>Sweeper lag after expiry: median %1, longest %2</source>
        <translation>Sweeper-Verzögerung nach Ablauf: Median %1, längste %2</translation>
    </message>
</context>
<context>
    <name>lw::TimelineView</name>
    <message>
        <source>Show the past here (%1)</source>
        <translation>Vergangenheit hier zeigen (%1)</translation>
    </message>
    <message>
        <source>Rewind to here (%1)…</source>
        <translation>Hierher zurückspulen (%1)…</translation>
    </message>
    <message>
        <source>Back to now</source>
        <translation>Zurück zur Gegenwart</translation>
    </message>
    <message>
        <source>Zoom to fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Drag the handle back to see the past, read-only; drag it past Now and release to advance the clock.
Drag elsewhere to pan, Ctrl+wheel or +/- to zoom, Left/Right to step the handle.</source>
        <translation>Ziehen Sie den Griff zurück, um die Vergangenheit schreibgeschützt zu sehen; ziehen Sie ihn über „Jetzt“ hinaus und lassen Sie los, um die Uhr vorzustellen.
Anderswo ziehen verschiebt die Ansicht, Strg+Mausrad oder +/- zoomt, Links/Rechts bewegt den Griff schrittweise.</translation>
    </message>
    <message>
        <source>At %1:</source>
        <translation>Am %1:</translation>
    </message>
    <message>
        <source>Archived to the bucket at %1</source>
        <translation>Am %1 in den Bucket archiviert</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) in this lifetime</source>
        <translation>
            <numerusform>%n Änderung in dieser Lebensdauer</numerusform>
            <numerusform>%n Änderungen in dieser Lebensdauer</numerusform>
        </translation>
    </message>
    <message>
        <source>Key (state at the handle)</source>
        <translation>Schlüssel (am Griff)</translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation>Jetzt %1</translation>
    </message>
    <message>
        <source>Release to advance the clock to %1</source>
        <translation>Loslassen, um die Uhr auf %1 vorzustellen</translation>
    </message>
    <message>
        <source>Past (read-only) · viewing %1</source>
        <translation>Vergangenheit (schreibgeschützt) · Ansicht %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>TTL delete scheduled</source>
        <translation>TTL-Löschung geplant</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Never expires</source>
        <translation>Läuft nie ab</translation>
    </message>
    <message>
        <source>Choose a table to see its items&apos; lifetimes</source>
        <translation>Wählen Sie eine Tabelle, um die Lebensdauer ihrer Elemente zu sehen</translation>
    </message>
    <message>
        <source>No items yet: every item written to %1 gets a lane here</source>
        <translation>Noch keine Elemente: Jedes in %1 geschriebene Element erhält hier eine Spur</translation>
    </message>
</context>
</TS>
