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
    <name>DeleteTableCommand</name>
    <message>
        <source>Delete table %1</source>
        <translation>Tabelle %1 löschen</translation>
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
    <message>
        <source>Cannot open the lesson %1:
%2</source>
        <translation>Die Lektion %1 lässt sich nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>Open the built-in lesson &lt;name&gt; (30, ttl-expiry …), or a scenario file (a saved recording: FILE.json), on a workspace of its own; with --screenshot, played to the end.</source>
        <translation>Die eingebaute Lektion &lt;name&gt; (30, ttl-expiry …) oder eine Szenario-Datei (eine gespeicherte Aufzeichnung: FILE.json) in einem eigenen Arbeitsbereich öffnen; mit --screenshot bis zum Ende abgespielt.</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder for the picture&apos;s settings</source>
        <translation>Für die Einstellungen des Bildes lässt sich kein temporärer Ordner anlegen</translation>
    </message>
    <message>
        <source>Cannot connect to %1:
%2</source>
        <translation>Keine Verbindung zu %1:
%2</translation>
    </message>
    <message>
        <source>Open the remote DynamoDB endpoint &lt;url&gt; (https://dynamodb.eu-west-1.amazonaws.com, http://localhost:8000) instead of a workspace.</source>
        <translation>Den entfernten DynamoDB-Endpunkt &lt;url&gt; (https://dynamodb.eu-west-1.amazonaws.com, http://localhost:8000) statt eines Arbeitsbereichs öffnen.</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>With --endpoint: sign for region &lt;region&gt;.</source>
        <translation>Mit --endpoint: für die Region &lt;region&gt; signieren.</translation>
    </message>
    <message>
        <source>region</source>
        <translation>region</translation>
    </message>
    <message>
        <source>With --endpoint: the AWS CLI profile &lt;name&gt;&apos;s credentials.</source>
        <translation>Mit --endpoint: die Zugangsdaten des AWS-CLI-Profils &lt;name&gt;.</translation>
    </message>
    <message>
        <source>With --endpoint: refuse every write to the remote tables.</source>
        <translation>Mit --endpoint: jedes Schreiben in die entfernten Tabellen ablehnen.</translation>
    </message>
    <message>
        <source>The workspace folder to open, as --workspace.</source>
        <translation>Der Ordner des zu öffnenden Arbeitsbereichs, wie bei --workspace.</translation>
    </message>
    <message>
        <source>One workspace at a time, please: %1</source>
        <translation>Bitte nur einen Arbeitsbereich auf einmal: %1</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>arbeitsbereich</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>Vorspulen</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Uhr stellen</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>narrate</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>heading</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>expect</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Last</translation>
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
    <name>lw::AttributeDelegate</name>
    <message>
        <source>a number: 42, -0.5, 1E+3</source>
        <translation>eine Zahl: 42, -0.5, 1E+3</translation>
    </message>
    <message>
        <source>base64: AAEC/w==</source>
        <translation>Base64: AAEC/w==</translation>
    </message>
</context>
<context>
    <name>lw::AttributeTreeModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Partition key (%1)</source>
        <translation>Partitionsschlüssel (%1)</translation>
    </message>
    <message>
        <source>Sort key (%1)</source>
        <translation>Sortierschlüssel (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::BacklogBar</name>
    <message numerus="yes">
        <source>%n item(s) expired but not yet deleted: the service&apos;s TTL backlog</source>
        <translation>
            <numerusform>%n Element abgelaufen, aber noch nicht gelöscht: der TTL-Rückstand des Dienstes</numerusform>
            <numerusform>%n Elemente abgelaufen, aber noch nicht gelöscht: der TTL-Rückstand des Dienstes</numerusform>
        </translation>
    </message>
    <message>
        <source>first %1 items read</source>
        <translation>die ersten %1 Elemente gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) read</source>
        <translation>
            <numerusform>%n Element gelesen</numerusform>
            <numerusform>%n Elemente gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 read units</source>
        <translation>%1 Leseeinheiten</translation>
    </message>
</context>
<context>
    <name>lw::CacheEntriesModel</name>
    <message>
        <source>filter %1</source>
        <translation>Filter %1</translation>
    </message>
    <message>
        <source>Limit %1</source>
        <translation>Limit %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>The table changed at %1 UTC: a hit serves what it held before.</source>
        <translation>Die Tabelle hat sich um %1 UTC geändert: Ein Treffer liefert, was sie vorher enthielt.</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Items</translation>
    </message>
    <message>
        <source>no item</source>
        <translation>kein Item</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>stale for %1</source>
        <translation>veraltet seit %1</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Key or request</source>
        <translation>Schlüssel oder Anfrage</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Versus the table</source>
        <translation>Gegenüber der Tabelle</translation>
    </message>
</context>
<context>
    <name>lw::CachePane</name>
    <message>
        <source>never expire</source>
        <translation>nie ablaufen</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n miss(es)</source>
        <translation>
            <numerusform>%n Fehltreffer</numerusform>
            <numerusform>%n Fehltreffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Cache on</source>
        <translation>Cache an</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Puts a DAX-like cache in front of every table of the workspace: eventually consistent reads sent through it are answered from it when it holds the answer.</source>
        <translation>Stellt einen DAX-ähnlichen Cache vor jede Tabelle des Arbeitsbereichs: Eventuell konsistente Lesezugriffe über ihn beantwortet er selbst, wenn er die Antwort hat.</translation>
    </message>
    <message>
        <source>How long the item cache keeps a GetItem or BatchGetItem answer (DAX&apos;s record TTL; 5 minutes by default).</source>
        <translation>Wie lange der Item-Cache eine Antwort von GetItem oder BatchGetItem behält (die Record-TTL von DAX; standardmäßig 5 Minuten).</translation>
    </message>
    <message>
        <source>How long the query cache keeps a Query or Scan answer (5 minutes by default). Writes never refresh it: only the TTL does.</source>
        <translation>Wie lange der Query-Cache eine Antwort von Query oder Scan behält (standardmäßig 5 Minuten). Schreiben frischt ihn nie auf: nur die TTL.</translation>
    </message>
    <message>
        <source>Empties both caches and starts the counts afresh.</source>
        <translation>Leert beide Caches und beginnt die Zählung neu.</translation>
    </message>
    <message>
        <source>Item TTL:</source>
        <translation>Item-TTL:</translation>
    </message>
    <message>
        <source>Query TTL:</source>
        <translation>Query-TTL:</translation>
    </message>
    <message>
        <source>Cache flushed: both caches are empty.</source>
        <translation>Cache geleert: Beide Caches sind leer.</translation>
    </message>
    <message>
        <source>up to %L1 entries in each cache</source>
        <translation>bis zu %L1 Einträge in jedem Cache</translation>
    </message>
    <message>
        <source>Off: every read goes to the table, as without DAX.</source>
        <translation>Aus: Jedes Lesen geht an die Tabelle, wie ohne DAX.</translation>
    </message>
    <message>
        <source>Item cache: %1 · Query cache: %2</source>
        <translation>Item-Cache: %1 · Query-Cache: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n stale entry(s)</source>
        <translation>
            <numerusform>%n veralteter Eintrag</numerusform>
            <numerusform>%n veraltete Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Read units on the table: %1 with the cache, %2 without</source>
        <translation>Leseeinheiten auf der Tabelle: %1 mit dem Cache, %2 ohne</translation>
    </message>
    <message>
        <source> (%1% saved)</source>
        <translation> (%1 % gespart)</translation>
    </message>
    <message numerus="yes">
        <source>%n passed through (ConsistentRead, transactions)</source>
        <translation>
            <numerusform>%n durchgereicht (ConsistentRead, Transaktionen)</numerusform>
            <numerusform>%n durchgereicht (ConsistentRead, Transaktionen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n written through</source>
        <translation>
            <numerusform>%n durchgeschrieben</numerusform>
            <numerusform>%n durchgeschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n evicted</source>
        <translation>
            <numerusform>%n verdrängt</numerusform>
            <numerusform>%n verdrängt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expired</source>
        <translation>
            <numerusform>%n abgelaufen</numerusform>
            <numerusform>%n abgelaufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lw::CallLog</name>
    <message numerus="yes">
        <source>--- the lesson played again on a fresh workspace: %n step(s)</source>
        <translation>
            <numerusform>--- die Lektion auf einem frischen Arbeitsbereich neu abgespielt: %n Schritt</numerusform>
            <numerusform>--- die Lektion auf einem frischen Arbeitsbereich neu abgespielt: %n Schritte</numerusform>
        </translation>
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
    <message>
        <source>Moving the clock to %1…</source>
        <translation>Die Uhr wird auf %1 vorgestellt…</translation>
    </message>
    <message>
        <source>Stopped at %1: everything due until then has run</source>
        <translation>Angehalten am %1: Alles bis dahin Fällige wurde ausgeführt</translation>
    </message>
    <message>
        <source>Deleting every expired item…</source>
        <translation>Alle abgelaufenen Elemente werden gelöscht…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep stopped after %n deletions</source>
        <translation>
            <numerusform>Bereinigung nach %n Löschung angehalten</numerusform>
            <numerusform>Bereinigung nach %n Löschungen angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Real time:</source>
        <translation>Echtzeit:</translation>
    </message>
    <message>
        <source>This machine&apos;s clock, in UTC: a remote table lives in real time, and its items expire by it.</source>
        <translation>Die Uhr dieses Rechners, in UTC: Eine entfernte Tabelle lebt in Echtzeit, und ihre Items laufen nach ihr ab.</translation>
    </message>
    <message>
        <source>· a remote table: real time, no history</source>
        <translation>· eine entfernte Tabelle: Echtzeit, keine Geschichte</translation>
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
    <name>lw::ConnectDialog</name>
    <message>
        <source>Connect to an Endpoint</source>
        <translation>Mit einem Endpunkt verbinden</translation>
    </message>
    <message>
        <source>e.g. prod (eu-west-1)</source>
        <translation>z. B. prod (eu-west-1)</translation>
    </message>
    <message>
        <source>How the welcome lists the connection; its typed keys are kept in the keychain under this name</source>
        <translation>So führt die Begrüßung die Verbindung auf; hier eingegebene Schlüssel liegen unter diesem Namen im Schlüsselbund</translation>
    </message>
    <message>
        <source>the profile&apos;s, else us-east-1</source>
        <translation>die des Profils, sonst us-east-1</translation>
    </message>
    <message>
        <source>The region requests are signed for; local endpoints take any</source>
        <translation>Die Region, für die Anfragen signiert werden; lokale Endpunkte nehmen jede an</translation>
    </message>
    <message>
        <source>Rea&amp;d only: refuse every write</source>
        <translation>Nur &amp;lesen: jeden Schreibzugriff ablehnen</translation>
    </message>
    <message>
        <source>For a production table: the window refuses every write rather than ask before each</source>
        <translation>Für eine Produktionstabelle: Das Fenster lehnt jeden Schreibzugriff ab, statt vor jedem zu fragen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Lists one table with these credentials</source>
        <translation>Listet mit diesen Anmeldedaten eine Tabelle auf</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Anmeldedaten</translation>
    </message>
    <message>
        <source>&amp;As the AWS CLI finds them</source>
        <translation>&amp;Wie die AWS CLI sie findet</translation>
    </message>
    <message>
        <source>AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the default profile (or AWS_PROFILE&apos;s) in ~/.aws/credentials and ~/.aws/config</source>
        <translation>AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY, sonst das Standardprofil (oder das aus AWS_PROFILE) in ~/.aws/credentials und ~/.aws/config</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <source>Keys t&amp;yped here</source>
        <translation>Hier einge&amp;gebene Schlüssel</translation>
    </message>
    <message>
        <source>optional: for temporary credentials</source>
        <translation>optional: für temporäre Anmeldedaten</translation>
    </message>
    <message>
        <source>Access key &amp;ID:</source>
        <translation>Zugriffsschlüssel-&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Secret access key:</source>
        <translation>Geheimer Zugriffs&amp;schlüssel:</translation>
    </message>
    <message>
        <source>Session to&amp;ken:</source>
        <translation>Sitzungs-To&amp;ken:</translation>
    </message>
    <message>
        <source>No keys are kept in the keychain for %1: type them again</source>
        <translation>Im Schlüsselbund liegen keine Schlüssel für %1: Geben Sie sie erneut ein</translation>
    </message>
    <message>
        <source>Could not read the keys from the keychain: %1</source>
        <translation>Die Schlüssel konnten nicht aus dem Schlüsselbund gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Give the connection a name</source>
        <translation>Geben Sie der Verbindung einen Namen</translation>
    </message>
    <message>
        <source>A saved connection is named %1 already: choose another name</source>
        <translation>Eine gespeicherte Verbindung heißt bereits %1: Wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>The endpoint must be an http:// or https:// URL with a host, such as http://localhost:8000</source>
        <translation>Der Endpunkt muss eine http://- oder https://-URL mit einem Host sein, etwa http://localhost:8000</translation>
    </message>
    <message>
        <source>Type the access key ID</source>
        <translation>Geben Sie die Zugriffsschlüssel-ID ein</translation>
    </message>
    <message>
        <source>Type the secret access key</source>
        <translation>Geben Sie den geheimen Zugriffsschlüssel ein</translation>
    </message>
    <message>
        <source>the environment</source>
        <translation>der Umgebung</translation>
    </message>
    <message>
        <source>Keys from %1; region %2</source>
        <translation>Schlüssel aus %1; Region %2</translation>
    </message>
    <message>
        <source>No profiles in ~/.aws/credentials or ~/.aws/config</source>
        <translation>Keine Profile in ~/.aws/credentials oder ~/.aws/config</translation>
    </message>
    <message>
        <source>Kept in the desktop&apos;s keychain when you connect, never in the settings</source>
        <translation>Beim Verbinden im Schlüsselbund des Desktops abgelegt, nie in den Einstellungen</translation>
    </message>
    <message>
        <source>the keys typed here</source>
        <translation>den hier eingegebenen Schlüsseln</translation>
    </message>
    <message>
        <source>Connected: the endpoint has no tables</source>
        <translation>Verbunden: Der Endpunkt hat keine Tabellen</translation>
    </message>
    <message>
        <source>Connected: tables %1 and more</source>
        <translation>Verbunden: Tabellen %1 und weitere</translation>
    </message>
    <message>
        <source>Connected: one table, %1</source>
        <translation>Verbunden: eine Tabelle, %1</translation>
    </message>
    <message>
        <source>Keys Not Kept</source>
        <translation>Schlüssel nicht abgelegt</translation>
    </message>
    <message>
        <source>Could not keep the keys in the keychain: %1; they are used for this session only.</source>
        <translation>Die Schlüssel konnten nicht im Schlüsselbund abgelegt werden: %1; sie gelten nur für diese Sitzung.</translation>
    </message>
</context>
<context>
    <name>lw::ConnectionCredentials</name>
    <message>
        <source>No keys are kept in the keychain for %1: edit the connection and type them again</source>
        <translation>Im Schlüsselbund liegen keine Schlüssel für %1: Bearbeiten Sie die Verbindung und geben Sie sie erneut ein</translation>
    </message>
    <message>
        <source>the keychain</source>
        <translation>dem Schlüsselbund</translation>
    </message>
    <message>
        <source>No profile is chosen</source>
        <translation>Kein Profil gewählt</translation>
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
        <source>Act&amp;ion:</source>
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
        <source>Request must be a JSON object</source>
        <translation>Die Anfrage muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 hat geantwortet</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at character %3</source>
        <translation>%1 ist kein gültiges JSON: %2 bei Zeichen %3</translation>
    </message>
    <message>
        <source>DynamoDB API</source>
        <translation>DynamoDB-API</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>Send an API action with its request JSON, or a PartiQL statement</source>
        <translation>Eine API-Aktion mit ihrem Anfrage-JSON senden oder eine PartiQL-Anweisung</translation>
    </message>
    <message>
        <source>Statement, e.g. SELECT * FROM &quot;Sessions&quot; WHERE PK = ?</source>
        <translation>Anweisung, z. B. SELECT * FROM &quot;Sessions&quot; WHERE PK = ?</translation>
    </message>
    <message>
        <source>Parameters for the ?s, e.g. [{&quot;S&quot;: &quot;USER#alice&quot;}]</source>
        <translation>Parameter für die ?, z. B. [{&quot;S&quot;: &quot;USER#alice&quot;}]</translation>
    </message>
    <message>
        <source>S&amp;tatement:</source>
        <translation>Anwe&amp;isung:</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>Param&amp;eter:</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Parameters must be a JSON array of typed values</source>
        <translation>Parameter müssen ein JSON-Array typisierter Werte sein</translation>
    </message>
    <message numerus="yes">
        <source>Runs as %n Queries on %1</source>
        <translation>
            <numerusform>Läuft als %n Query auf %1</numerusform>
            <numerusform>Läuft als %n Queries auf %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs as a Query on %1</source>
        <translation>Läuft als Query auf %1</translation>
    </message>
    <message>
        <source>Runs as a Scan of %1, every item read</source>
        <translation>Läuft als Scan von %1, jedes Element gelesen</translation>
    </message>
    <message>
        <source>Runs as %1 on %2</source>
        <translation>Läuft als %1 auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Element</numerusform>
            <numerusform>%n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>Cop&amp;y as Code</source>
        <translation>Als &amp;Code kopieren</translation>
    </message>
    <message>
        <source>Copy the request as a program that sends it to lwb serve</source>
        <translation>Die Anfrage als Programm kopieren, das sie an lwb serve sendet</translation>
    </message>
    <message>
        <source>Copy as Code</source>
        <translation>Als Code kopieren</translation>
    </message>
    <message>
        <source>Copied the request as %1</source>
        <translation>Die Anfrage wurde als %1 kopiert</translation>
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
        <translation>Die At-least-once-Störung: Jeder N-te Batch wird verarbeitet, aber nicht per Checkpoint bestätigt, und kommt daher erneut</translation>
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
        <source>&amp;Attributes to project:</source>
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
        <source>Stats s&amp;ort key:</source>
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
        <source>Only &amp;items deleted by TTL</source>
        <translation>Nur durch TT&amp;L gelöschte Elemente</translation>
    </message>
    <message>
        <source>Object key pr&amp;efix:</source>
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
    <message>
        <source>Every object key begins with this</source>
        <translation>Jeder Objektschlüssel beginnt damit</translation>
    </message>
    <message>
        <source>What follows the prefix: {key} is the whole primary key (one object per item), {hash} the partition key, {range} the sort key. Empty: {key}.json</source>
        <translation>Was auf das Präfix folgt: {key} ist der ganze Primärschlüssel (ein Objekt je Element), {hash} der Partitionsschlüssel, {range} der Sortierschlüssel. Leer: {key}.json</translation>
    </message>
    <message>
        <source>Object &amp;key template:</source>
        <translation>Vorlage der &amp;Objektschlüssel:</translation>
    </message>
    <message>
        <source>⚠ %1 has a sort key: items that share a partition key would be archived to the same object, each over the last. Add {range}, or use {key}.</source>
        <translation>⚠ %1 hat einen Sortierschlüssel: Elemente mit demselben Partitionsschlüssel kämen ins selbe Objekt, jedes über das vorige. Ergänzen Sie {range} oder nehmen Sie {key}.</translation>
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
        <translation>Die At-least-once-Störung: Ein verarbeiteter Batch ohne Checkpoint kommt erneut. Der letzte Batch kommt erneut.</translation>
    </message>
    <message>
        <source>The at-least-once fault: a batch handled but not checkpointed comes again.</source>
        <translation>Die At-least-once-Störung: Ein verarbeiteter Batch ohne Checkpoint kommt erneut.</translation>
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
        <translation>Von der At-least-once-Störung erneut zugestellte Batches</translation>
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
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Störung</translation>
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
        <translation>At-least-once-&amp;Störung</translation>
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
    <name>lw::CopyToWorkspaceDialog</name>
    <message>
        <source>Copy to Workspace</source>
        <translation>In Arbeitsbereich kopieren</translation>
    </message>
    <message>
        <source>The new workspace&apos;s folder, under the workbench&apos;s workspaces</source>
        <translation>Der Ordner des neuen Arbeitsbereichs, unter den Arbeitsbereichen der Werkbank</translation>
    </message>
    <message>
        <source>&amp;All items</source>
        <translation>&amp;Alle Items</translation>
    </message>
    <message>
        <source>A &amp;sample: the first</source>
        <translation>Eine &amp;Stichprobe: die ersten</translation>
    </message>
    <message>
        <source>One &amp;partition:</source>
        <translation>Eine &amp;Partition:</translation>
    </message>
    <message>
        <source>A Scan&apos;s TotalSegments: each segment is a slice of the key space, so a sample over several segments is spread over it</source>
        <translation>TotalSegments eines Scans: Jedes Segment ist ein Ausschnitt des Schlüsselraums, eine Stichprobe über mehrere Segmente verteilt sich also über ihn</translation>
    </message>
    <message>
        <source>items, over</source>
        <translation>Items, über</translation>
    </message>
    <message>
        <source>Scan segments</source>
        <translation>Scan-Segmente</translation>
    </message>
    <message>
        <source>The copy keeps the table&apos;s keys, indexes, stream and TTL. Its clock starts at now, so items whose TTL has passed arrive expired but not yet deleted, as they wait on the service: move the clock on to play the sweeper&apos;s lag. The reads consume the remote table&apos;s read capacity.</source>
        <translation>Die Kopie behält Schlüssel, Indizes, Stream und TTL der Tabelle. Ihre Uhr beginnt bei jetzt, Items mit abgelaufener TTL kommen also abgelaufen, aber noch nicht gelöscht an, so wie sie beim Dienst warten: Stellen Sie die Uhr vor, um die Verzögerung des Sweepers abzuspielen. Das Lesen verbraucht Lesekapazität der entfernten Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Open the copy when it is made</source>
        <translation>Die Kopie danach ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>New &amp;workspace:</source>
        <translation>Neuer &amp;Arbeitsbereich:</translation>
    </message>
    <message>
        <source>Items:</source>
        <translation>Items:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>The endpoint has no table to copy</source>
        <translation>Der Endpunkt hat keine Tabelle zum Kopieren</translation>
    </message>
    <message>
        <source>Name the new workspace</source>
        <translation>Benennen Sie den neuen Arbeitsbereich</translation>
    </message>
    <message>
        <source>Give the partition key&apos;s value</source>
        <translation>Geben Sie den Wert des Partitionsschlüssels an</translation>
    </message>
</context>
<context>
    <name>lw::CreateTableDialog</name>
    <message>
        <source>New Table</source>
        <translation>Neue Tabelle</translation>
    </message>
    <message>
        <source>Global secondary indexes</source>
        <translation>Globale sekundäre Indizes</translation>
    </message>
    <message>
        <source>Local secondary indexes</source>
        <translation>Lokale sekundäre Indizes</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>e.g. Orders</source>
        <translation>z.&#xa0;B. Orders</translation>
    </message>
    <message>
        <source>e.g. PK</source>
        <translation>z.&#xa0;B. PK</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>On demand (PAY_PER_REQUEST)</source>
        <translation>On-Demand (PAY_PER_REQUEST)</translation>
    </message>
    <message>
        <source>Provisioned (PROVISIONED)</source>
        <translation>Bereitgestellt (PROVISIONED)</translation>
    </message>
    <message>
        <source>&amp;Read units:</source>
        <translation>&amp;Leseeinheiten:</translation>
    </message>
    <message>
        <source>&amp;Write units:</source>
        <translation>Sch&amp;reibeinheiten:</translation>
    </message>
    <message>
        <source>Provisioned units apply to the table and to each global index</source>
        <translation>Bereitgestellte Einheiten gelten für die Tabelle und für jeden globalen Index</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>Tabellen&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Partition key:</source>
        <translation>&amp;Partitionsschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Sort key:</source>
        <translation>&amp;Sortierschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>A&amp;brechnung:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>none: items never expire</source>
        <translation>keins: Elemente laufen nie ab</translation>
    </message>
    <message>
        <source>An item expires once this top-level Number, in epoch seconds, is past; enabled with UpdateTimeToLive after CreateTable</source>
        <translation>Ein Element läuft ab, sobald der Zeitpunkt in diesem Number-Attribut oberster Ebene (Epochensekunden) vergangen ist; wird nach CreateTable mit UpdateTimeToLive aktiviert</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>What each stream record carries besides the keys; fixed once the stream is on</source>
        <translation>Was jeder Stream-Datensatz außer den Schlüsseln enthält; nicht mehr änderbar, sobald der Stream eingeschaltet ist</translation>
    </message>
    <message>
        <source>&amp;TTL attribute:</source>
        <translation>&amp;TTL-Attribut:</translation>
    </message>
    <message>
        <source>Strea&amp;m:</source>
        <translation>Strea&amp;m:</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <translation>Lebenszyklus</translation>
    </message>
    <message>
        <source>Name the table&apos;s partition key.</source>
        <translation>Einen Namen für den Partitionsschlüssel der Tabelle angeben.</translation>
    </message>
    <message>
        <source>Name the partition key of index %1.</source>
        <translation>Einen Namen für den Partitionsschlüssel des Index %1 angeben.</translation>
    </message>
</context>
<context>
    <name>lw::EndpointPresets</name>
    <message>
        <source>Amazon DynamoDB</source>
        <translation>Amazon DynamoDB</translation>
    </message>
    <message>
        <source>DynamoDB Local</source>
        <translation>DynamoDB Local</translation>
    </message>
    <message>
        <source>ScyllaDB Alternator</source>
        <translation>ScyllaDB Alternator</translation>
    </message>
    <message>
        <source>Another lwb serve</source>
        <translation>Ein anderes lwb serve</translation>
    </message>
    <message>
        <source>Other endpoint</source>
        <translation>Anderer Endpunkt</translation>
    </message>
</context>
<context>
    <name>lw::EventualReadNote</name>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Written at %1: until %2 UTC an eventually consistent read may still find no item. ConsistentRead finds it.</source>
        <translation>Geschrieben um %1: Bis %2 UTC kann ein eventuell konsistentes Lesen noch kein Element finden. ConsistentRead findet es.</translation>
    </message>
    <message>
        <source>Deleted at %1: until %2 UTC an eventually consistent read may still return it. ConsistentRead does not.</source>
        <translation>Gelöscht um %1: Bis %2 UTC kann ein eventuell konsistentes Lesen es noch liefern. ConsistentRead nicht.</translation>
    </message>
    <message>
        <source>Written at %1: until %2 UTC an eventually consistent read may still return the previous version (ConsistentRead returns this one):
%3</source>
        <translation>Geschrieben um %1: Bis %2 UTC kann ein eventuell konsistentes Lesen noch die vorige Version liefern (ConsistentRead liefert diese):
%3</translation>
    </message>
</context>
<context>
    <name>lw::FileCommands</name>
    <message>
        <source>&amp;Import Bundle…</source>
        <translation>Bündel &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Bundle…</source>
        <translation>Bündel &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export Archive &amp;Bucket…</source>
        <translation>Archiv-Buc&amp;ket exportieren…</translation>
    </message>
    <message>
        <source>Open a scenario bundle (.zip) as a new workspace</source>
        <translation>Ein Szenario-Bündel (.zip) als neuen Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>Save the whole workspace as a scenario bundle (.zip)</source>
        <translation>Den ganzen Arbeitsbereich als Szenario-Bündel (.zip) speichern</translation>
    </message>
    <message>
        <source>Save the archive bucket&apos;s objects as a zip</source>
        <translation>Die Objekte des Archiv-Buckets als Zip speichern</translation>
    </message>
    <message>
        <source>Import Bundle</source>
        <translation>Bündel importieren</translation>
    </message>
    <message>
        <source>Scenario bundles (*.zip)</source>
        <translation>Szenario-Bündel (*.zip)</translation>
    </message>
    <message>
        <source>Export Bundle</source>
        <translation>Bündel exportieren</translation>
    </message>
    <message>
        <source>scenario.zip</source>
        <translation>szenario.zip</translation>
    </message>
    <message>
        <source>Export Archive Bucket</source>
        <translation>Archiv-Bucket exportieren</translation>
    </message>
    <message>
        <source>archive-bucket.zip</source>
        <translation>archiv-bucket.zip</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>The bundle was not imported.</source>
        <translation>Das Bündel wurde nicht importiert.</translation>
    </message>
    <message>
        <source>Imported %1 as a new workspace</source>
        <translation>%1 als neuen Arbeitsbereich importiert</translation>
    </message>
    <message>
        <source>Exporting the workspace to %1…</source>
        <translation>Der Arbeitsbereich wird nach %1 exportiert…</translation>
    </message>
    <message>
        <source>The bundle was not exported.</source>
        <translation>Das Bündel wurde nicht exportiert.</translation>
    </message>
    <message>
        <source>Exported the workspace to %1 (%2)</source>
        <translation>Arbeitsbereich nach %1 exportiert (%2)</translation>
    </message>
    <message>
        <source>Exporting the archive bucket to %1…</source>
        <translation>Der Archiv-Bucket wird nach %1 exportiert…</translation>
    </message>
    <message>
        <source>The archive bucket was not exported.</source>
        <translation>Der Archiv-Bucket wurde nicht exportiert.</translation>
    </message>
    <message>
        <source>Exported the archive bucket to %1 (%2)</source>
        <translation>Archiv-Bucket nach %1 exportiert (%2)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The open workspace is unchanged.</source>
        <translation>Der geöffnete Arbeitsbereich ist unverändert.</translation>
    </message>
    <message>
        <source>Zip archives (*.zip)</source>
        <translation>Zip-Archive (*.zip)</translation>
    </message>
    <message>
        <source>%1-archive-bucket.zip</source>
        <translation>%1-archiv-bucket.zip</translation>
    </message>
</context>
<context>
    <name>lw::FormatCommands</name>
    <message>
        <source>Im&amp;port</source>
        <translation>Im&amp;portieren</translation>
    </message>
    <message>
        <source>Export &amp;View</source>
        <translation>Ansicht e&amp;xportieren</translation>
    </message>
    <message>
        <source>NoSQL Workbench &amp;Model…</source>
        <translation>NoSQL-Workbench-&amp;Modell…</translation>
    </message>
    <message>
        <source>DynamoDB &amp;JSON Lines…</source>
        <translation>DynamoDB-&amp;JSON-Zeilen…</translation>
    </message>
    <message>
        <source>As &amp;CSV…</source>
        <translation>Als &amp;CSV…</translation>
    </message>
    <message>
        <source>As DynamoDB &amp;JSON Lines…</source>
        <translation>Als DynamoDB-&amp;JSON-Zeilen…</translation>
    </message>
    <message>
        <source>Create the tables of a NoSQL Workbench data model (its JSON export) with their items</source>
        <translation>Die Tabellen eines NoSQL-Workbench-Datenmodells (sein JSON-Export) mit ihren Elementen anlegen</translation>
    </message>
    <message>
        <source>Import a NoSQL Workbench Model</source>
        <translation>Ein NoSQL-Workbench-Modell importieren</translation>
    </message>
    <message>
        <source>NoSQL Workbench models (*.json);;All files (*)</source>
        <translation>NoSQL-Workbench-Modelle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import DynamoDB JSON Lines into %1</source>
        <translation>DynamoDB-JSON-Zeilen in %1 importieren</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.json *.json.gz *.jsonl *.gz);;All files (*)</source>
        <translation>DynamoDB-JSON-Zeilen (*.json *.json.gz *.jsonl *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Put the items of DynamoDB JSON lines files (an S3 export, plain or gzip) into %1</source>
        <translation>Die Elemente von DynamoDB-JSON-Zeilen-Dateien (ein S3-Export, unkomprimiert oder gzip) in %1 schreiben</translation>
    </message>
    <message>
        <source>Select a table to import items into</source>
        <translation>Wählen Sie eine Tabelle, in die importiert werden soll</translation>
    </message>
    <message>
        <source>Save every item of %1</source>
        <translation>Alle Elemente von %1 speichern</translation>
    </message>
    <message>
        <source>Select a table or index to export</source>
        <translation>Wählen Sie eine Tabelle oder einen Index zum Exportieren</translation>
    </message>
    <message>
        <source>%1 as of %2</source>
        <translation>%1 zum Stand %2</translation>
    </message>
    <message>
        <source>Importing the model %1…</source>
        <translation>Das Modell %1 wird importiert…</translation>
    </message>
    <message>
        <source>The model was not imported.</source>
        <translation>Das Modell wurde nicht importiert.</translation>
    </message>
    <message>
        <source>The open workspace is unchanged.</source>
        <translation>Der geöffnete Arbeitsbereich ist unverändert.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Imported the table %1 with %2 items from %3</source>
        <translation>Tabelle %1 mit %2 Elementen aus %3 importiert</translation>
    </message>
    <message>
        <source>Imported %1 tables (%2) with %3 items from %4</source>
        <translation>%1 Tabellen (%2) mit %3 Elementen aus %4 importiert</translation>
    </message>
    <message>
        <source>Importing %1 into %2…</source>
        <translation>%1 wird in %2 importiert…</translation>
    </message>
    <message>
        <source>The items were not imported.</source>
        <translation>Die Elemente wurden nicht importiert.</translation>
    </message>
    <message>
        <source>Every line is checked before any is written, so a refused file writes nothing; only a fault while writing leaves the batches written before it.</source>
        <translation>Jede Zeile wird geprüft, bevor eine geschrieben wird; eine abgelehnte Datei schreibt also nichts. Nur ein Fehler beim Schreiben hinterlässt die bis dahin geschriebenen Stapel.</translation>
    </message>
    <message>
        <source>The import was stopped.</source>
        <translation>Der Import wurde angehalten.</translation>
    </message>
    <message>
        <source>%1 items were written to %2 before it stopped; they stay, with their stream records.</source>
        <translation>%1 Elemente wurden vor dem Anhalten in %2 geschrieben; sie bleiben, mit ihren Stream-Datensätzen.</translation>
    </message>
    <message>
        <source>Imported %1 items into %2 from %3</source>
        <translation>%1 Elemente aus %3 in %2 importiert</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.jsonl *.json)</source>
        <translation>DynamoDB-JSON-Zeilen (*.jsonl *.json)</translation>
    </message>
    <message>
        <source>Exporting %1 to %2…</source>
        <translation>%1 wird nach %2 exportiert…</translation>
    </message>
    <message>
        <source>The view was not exported.</source>
        <translation>Die Ansicht wurde nicht exportiert.</translation>
    </message>
    <message>
        <source>No file was written; an earlier %1 is as it was.</source>
        <translation>Es wurde keine Datei geschrieben; eine frühere %1 ist unverändert.</translation>
    </message>
    <message>
        <source>Exported %1 items of %2 to %3 (%4)</source>
        <translation>%1 Elemente von %2 nach %3 exportiert (%4)</translation>
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
    <message>
        <source>will appear at %1</source>
        <translation>kommt hinzu um %1</translation>
    </message>
    <message>
        <source>will leave at %1</source>
        <translation>wird entfernt um %1</translation>
    </message>
    <message>
        <source>will move at %1</source>
        <translation>wird verschoben um %1</translation>
    </message>
    <message>
        <source>will update at %1</source>
        <translation>wird aktualisiert um %1</translation>
    </message>
    <message>
        <source>Not propagated yet: %1 is updated asynchronously, and this item&apos;s last write reaches it at %2 UTC. Until then a Query on the index returns what it holds now.</source>
        <translation>Noch nicht übernommen: %1 wird asynchron aktualisiert, und das letzte Schreiben dieses Elements erreicht ihn um %2 UTC. Bis dahin liefert eine Query auf dem Index, was er jetzt enthält.</translation>
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
    <name>lw::HeatLegend</name>
    <message>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
</context>
<context>
    <name>lw::HeatMapView</name>
    <message>
        <source>Partition %1: hashes %2 to %3</source>
        <translation>Partition %1: Hashes %2 bis %3</translation>
    </message>
    <message>
        <source>Nothing served or refused</source>
        <translation>Nichts bedient oder abgelehnt</translation>
    </message>
    <message>
        <source>Read units: %1 of %2 (%3 %)</source>
        <translation>Leseeinheiten: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Write units: %1 of %2 (%3 %)</source>
        <translation>Schreibeinheiten: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Burst paid %1, borrowed from the table %2</source>
        <translation>Burst bezahlte %1, von der Tabelle geliehen %2</translation>
    </message>
    <message numerus="yes">
        <source>Throttled: %n request(s)</source>
        <translation>
            <numerusform>Gedrosselt: %n Anfrage</numerusform>
            <numerusform>Gedrosselt: %n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>No partitions: the capacity model has not seen this table yet.</source>
        <translation>Keine Partitionen: Das Kapazitätsmodell kennt diese Tabelle noch nicht.</translation>
    </message>
    <message>
        <source>Red: seconds in which a partition throttled requests</source>
        <translation>Rot: Sekunden, in denen eine Partition Anfragen gedrosselt hat</translation>
    </message>
</context>
<context>
    <name>lw::HeatPane</name>
    <message>
        <source>More keys</source>
        <translation>Weitere Schlüssel</translation>
    </message>
    <message>
        <source>Writes (WCU)</source>
        <translation>Schreiben (WCU)</translation>
    </message>
    <message>
        <source>Reads (RCU)</source>
        <translation>Lesen (RCU)</translation>
    </message>
    <message>
        <source>Partitions &amp;of:</source>
        <translation>Partitionen &amp;von:</translation>
    </message>
    <message>
        <source>Click a cell to see which partition keys land in its partition.</source>
        <translation>Klicken Sie auf eine Zelle, um zu sehen, welche Partitionsschlüssel in ihrer Partition landen.</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>%1 (table)</source>
        <translation>%1 (Tabelle)</translation>
    </message>
    <message>
        <source>%1 (global index)</source>
        <translation>%1 (globaler Index)</translation>
    </message>
    <message>
        <source>No table selected: choose one in the tables tree.</source>
        <translation>Keine Tabelle ausgewählt: Wählen Sie eine im Tabellenbaum.</translation>
    </message>
    <message>
        <source>Throughput limits are off: nothing is charged, so no partition heats up or throttles. Turn them on with Edit ▸ Throughput Limits.</source>
        <translation>Die Durchsatzgrenzen sind aus: Nichts wird berechnet, also wird keine Partition heiß oder drosselt. Schalten Sie sie mit Bearbeiten ▸ Durchsatzgrenzen ein.</translation>
    </message>
    <message>
        <source>Throughput limits are off: nothing is charged now. Shown is the model as it was last charged. Turn them on with Edit ▸ Throughput Limits.</source>
        <translation>Die Durchsatzgrenzen sind aus: Jetzt wird nichts berechnet. Angezeigt wird das Modell, wie es zuletzt berechnet wurde. Schalten Sie sie mit Bearbeiten ▸ Durchsatzgrenzen ein.</translation>
    </message>
    <message>
        <source>Throttled read requests per second</source>
        <translation>Gedrosselte Leseanfragen je Sekunde</translation>
    </message>
    <message>
        <source>Throttled write requests per second</source>
        <translation>Gedrosselte Schreibanfragen je Sekunde</translation>
    </message>
    <message>
        <source>Read units consumed</source>
        <translation>Verbrauchte Leseeinheiten</translation>
    </message>
    <message>
        <source>Write units consumed</source>
        <translation>Verbrauchte Schreibeinheiten</translation>
    </message>
    <message>
        <source>Read capacity</source>
        <translation>Lesekapazität</translation>
    </message>
    <message>
        <source>Write capacity</source>
        <translation>Schreibkapazität</translation>
    </message>
    <message>
        <source>Read units per second: %1 against %2</source>
        <translation>Leseeinheiten je Sekunde: %1 gegenüber %2</translation>
    </message>
    <message>
        <source>Write units per second: %1 against %2</source>
        <translation>Schreibeinheiten je Sekunde: %1 gegenüber %2</translation>
    </message>
    <message>
        <source>consumed</source>
        <translation>verbraucht</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message numerus="yes">
        <source>Partition %1 holds %n key(s)</source>
        <translation>
            <numerusform>Partition %1 enthält %n Schlüssel</numerusform>
            <numerusform>Partition %1 enthält %n Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Partition %1: the first %n key(s)</source>
        <translation>
            <numerusform>Partition %1: erste %n Schlüssel</numerusform>
            <numerusform>Partition %1: erste %n Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>hashes from %1
to %2</source>
        <translation>Hashes von %1
bis %2</translation>
    </message>
    <message>
        <source>Read units per second, of each partition&apos;s %1 RCU share:</source>
        <translation>Leseeinheiten je Sekunde, vom Anteil jeder Partition von %1 RCU:</translation>
    </message>
    <message>
        <source>Write units per second, of each partition&apos;s %1 WCU share:</source>
        <translation>Schreibeinheiten je Sekunde, vom Anteil jeder Partition von %1 WCU:</translation>
    </message>
    <message>
        <source>Read units per second, of each partition&apos;s %1 RCU maximum (on demand):</source>
        <translation>Leseeinheiten je Sekunde, vom Höchstwert jeder Partition von %1 RCU (On-Demand):</translation>
    </message>
    <message>
        <source>Write units per second, of each partition&apos;s %1 WCU maximum (on demand):</source>
        <translation>Schreibeinheiten je Sekunde, vom Höchstwert jeder Partition von %1 WCU (On-Demand):</translation>
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
    <name>lw::IndexListEditor</name>
    <message>
        <source>Index name</source>
        <translation>Indexname</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>Partitionsschlüssel</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>Projizierte Attribute</translation>
    </message>
    <message>
        <source>Add &amp;global index</source>
        <translation>&amp;Globalen Index hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;local index</source>
        <translation>Lo&amp;kalen Index hinzufügen</translation>
    </message>
    <message>
        <source>A global index has keys of its own: an item lacking them stays out of it</source>
        <translation>Ein globaler Index hat eigene Schlüssel: Ein Element ohne sie bleibt außerhalb des Index</translation>
    </message>
    <message>
        <source>A local index keeps the table&apos;s partitions, sorted by another attribute</source>
        <translation>Ein lokaler Index behält die Partitionen der Tabelle bei, sortiert nach einem anderen Attribut</translation>
    </message>
    <message>
        <source>the table&apos;s partition key</source>
        <translation>Partitionsschlüssel der Tabelle</translation>
    </message>
    <message>
        <source>e.g. ByStatus</source>
        <translation>z.&#xa0;B. ByStatus</translation>
    </message>
    <message>
        <source>e.g. ByDate</source>
        <translation>z.&#xa0;B. ByDate</translation>
    </message>
    <message>
        <source>e.g. status</source>
        <translation>z.&#xa0;B. status</translation>
    </message>
    <message>
        <source>A local index shares the table&apos;s partition key</source>
        <translation>Ein lokaler Index teilt den Partitionsschlüssel der Tabelle</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>ALL copies every attribute into the index, KEYS_ONLY only the table&apos;s and the index&apos;s keys, INCLUDE the keys and the attributes listed beside it</source>
        <translation>ALL kopiert jedes Attribut in den Index, KEYS_ONLY nur die Schlüssel der Tabelle und des Index, INCLUDE die Schlüssel und die daneben aufgeführten Attribute</translation>
    </message>
    <message>
        <source>e.g. email, total</source>
        <translation>z.&#xa0;B. email, total</translation>
    </message>
    <message>
        <source>Comma separated; for INCLUDE only</source>
        <translation>Durch Kommas getrennt; nur für INCLUDE</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this index</source>
        <translation>Diesen Index entfernen</translation>
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
    <name>lw::ItemInspector</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Item inspector</source>
        <translation>Element-Inspektor</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start a new item with the table&apos;s key attributes</source>
        <translation>Ein neues Element mit den Schlüsselattributen der Tabelle beginnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Write the item (PutItem)</source>
        <translation>Das Element schreiben (PutItem)</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Forget the edits</source>
        <translation>Die Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation>Element löschen</translation>
    </message>
    <message>
        <source>Delete the item as it was read (DeleteItem)</source>
        <translation>Das Element so löschen, wie es gelesen wurde (DeleteItem)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>The type of the attributes and children added</source>
        <translation>Der Typ hinzugefügter Attribute und Untereinträge</translation>
    </message>
    <message>
        <source>Add attribute</source>
        <translation>Attribut hinzufügen</translation>
    </message>
    <message>
        <source>Add a top-level attribute of the picked type</source>
        <translation>Ein Attribut oberster Ebene vom gewählten Typ hinzufügen</translation>
    </message>
    <message>
        <source>Add child</source>
        <translation>Untereintrag hinzufügen</translation>
    </message>
    <message>
        <source>Add an entry of the picked type to the selected map, an element to the selected list, or a member to the selected set</source>
        <translation>Der ausgewählten Map einen Eintrag vom gewählten Typ hinzufügen, der ausgewählten Liste ein Listenelement oder dem ausgewählten Set ein Mitglied</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected attribute, entry, element or member</source>
        <translation>Das ausgewählte Attribut, den Eintrag, das Listenelement oder das Mitglied entfernen</translation>
    </message>
    <message>
        <source>DynamoDB&apos;s size of the item, attribute names included; the limit is 400 KB</source>
        <translation>Die Größe des Elements nach DynamoDB, Attributnamen eingeschlossen; die Grenze liegt bei 400 KB</translation>
    </message>
    <message>
        <source>No table selected</source>
        <translation>Keine Tabelle ausgewählt</translation>
    </message>
    <message>
        <source>No item selected</source>
        <translation>Kein Element ausgewählt</translation>
    </message>
    <message>
        <source>New item in %1</source>
        <translation>Neues Element in %1</translation>
    </message>
    <message>
        <source>%1 bytes of 400 KB</source>
        <translation>%1 Bytes von 400 KB</translation>
    </message>
    <message>
        <source>Viewing the past: the item is shown as it was then and cannot be changed. Back to now to edit it.</source>
        <translation>Vergangenheitsansicht: Das Element wird so gezeigt, wie es damals war, und lässt sich nicht ändern. Zum Bearbeiten zur Gegenwart zurückkehren.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Saving writes a new item: the key changed. The item it was read from stays as it is.</source>
        <translation>Speichern schreibt ein neues Element, da sich der Schlüssel geändert hat. Das Element, aus dem es gelesen wurde, bleibt unverändert.</translation>
    </message>
    <message>
        <source>Select an item to inspect it, or start a new one.</source>
        <translation>Ein Element auswählen, um es zu untersuchen, oder ein neues beginnen.</translation>
    </message>
</context>
<context>
    <name>lw::ItemsModel</name>
    <message>
        <source>%1 (key attribute)</source>
        <translation>%1 (Schlüsselattribut)</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <source>expires in %1</source>
        <translation>läuft in %1 ab</translation>
    </message>
    <message>
        <source>never: milliseconds?</source>
        <translation>nie: Millisekunden?</translation>
    </message>
    <message>
        <source>never: over five years ago</source>
        <translation>nie: über fünf Jahre her</translation>
    </message>
    <message>
        <source>never: not a Number</source>
        <translation>nie: keine Number</translation>
    </message>
    <message>
        <source>%1 (the TTL attribute): expires at %2</source>
        <translation>%1 (das TTL-Attribut): läuft am %2 ab</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 Std.</translation>
    </message>
    <message>
        <source>past: expires once TTL is enabled</source>
        <translation>vorbei: läuft ab, sobald TTL aktiviert ist</translation>
    </message>
</context>
<context>
    <name>lw::KeyAttributeEdit</name>
    <message>
        <source>String (S)</source>
        <translation>String (S)</translation>
    </message>
    <message>
        <source>Number (N)</source>
        <translation>Number (N)</translation>
    </message>
    <message>
        <source>Binary (B)</source>
        <translation>Binary (B)</translation>
    </message>
    <message>
        <source>A key attribute is a String, a Number or a Binary</source>
        <translation>Ein Schlüsselattribut ist ein String, eine Number oder ein Binary</translation>
    </message>
</context>
<context>
    <name>lw::LessonPane</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Go back one step: the lesson is played again up to there (Shift+F10)</source>
        <translation>Einen Schritt zurückgehen: Die Lektion wird bis dorthin erneut abgespielt (Umschalt+F10)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Run the next step (F10)</source>
        <translation>Den nächsten Schritt ausführen (F10)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Abs&amp;pielen</translation>
    </message>
    <message>
        <source>Run the steps one after another (F9 pauses)</source>
        <translation>Die Schritte nacheinander ausführen (F9 hält an)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Jump to a step: the lesson is played up to just before it</source>
        <translation>Zu einem Schritt springen: Die Lektion wird bis unmittelbar davor abgespielt</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Press Step (F10) to begin.</source>
        <translation>Zum Beginnen „Weiter“ (F10) drücken.</translation>
    </message>
    <message numerus="yes">
        <source>The end: all %n steps run</source>
        <translation>
            <numerusform>Ende: %n Schritt ausgeführt</numerusform>
            <numerusform>Ende: alle %n Schritte ausgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2 next</source>
        <translation>Als Nächstes: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The clock moved %1 forward since the lesson&apos;s last step. Going back replays the lesson on a fresh workspace: that move, and anything done since, is dropped.</source>
        <translation>Die Uhr wurde seit dem letzten Schritt der Lektion um %1 vorgestellt. Zurückgehen spielt die Lektion in einem frischen Arbeitsbereich neu ab: Diese Verstellung und alles, was seither geschah, gehen verloren.</translation>
    </message>
    <message>
        <source>The clock went %1 back since the lesson&apos;s last step. Going back replays the lesson on a fresh workspace: that change, and anything done since, is dropped.</source>
        <translation>Die Uhr wurde seit dem letzten Schritt der Lektion um %1 zurückgestellt. Zurückgehen spielt die Lektion in einem frischen Arbeitsbereich neu ab: Diese Änderung und alles, was seither geschah, gehen verloren.</translation>
    </message>
    <message>
        <source>Go back a step?</source>
        <translation>Einen Schritt zurückgehen?</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Zurückgehen</translation>
    </message>
    <message>
        <source>&amp;Slow (3 s a step)</source>
        <translation>&amp;Langsam (3 s je Schritt)</translation>
    </message>
    <message>
        <source>&amp;Normal (1.5 s a step)</source>
        <translation>&amp;Normal (1,5 s je Schritt)</translation>
    </message>
    <message>
        <source>&amp;Fast (0.5 s a step)</source>
        <translation>&amp;Schnell (0,5 s je Schritt)</translation>
    </message>
    <message>
        <source>S&amp;kip Steps With Nothing to Show</source>
        <translation>Schritte &amp;ohne Sichtbares überspringen</translation>
    </message>
    <message>
        <source>While playing, run checks and steps that print nothing without waiting</source>
        <translation>Beim Abspielen Prüfungen und Schritte ohne Ausgabe ohne Pause ausführen</translation>
    </message>
    <message>
        <source>How fast Play runs the steps</source>
        <translation>Wie schnell Abspielen die Schritte ausführt</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a pause between steps</comment>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Quiz (%n question(s))</source>
        <translation>
            <numerusform>&amp;Quiz (%n Frage)</numerusform>
            <numerusform>&amp;Quiz (%n Fragen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Check what the class learnt: each answer can be shown on the workspace (F8)</source>
        <translation>Prüfen, was die Klasse gelernt hat: Jede Antwort lässt sich im Arbeitsbereich vorführen (F8)</translation>
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
        <translation>Von einem Benutzer gelöscht</translation>
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
    <message>
        <source>Does not expire yet: TTL is still being enabled on this table, and counts once that settles</source>
        <translation>Läuft noch nicht ab: TTL wird für diese Tabelle gerade aktiviert und gilt, sobald das abgeschlossen ist</translation>
    </message>
    <message>
        <source>Soft-deleted at %1, still readable by key: a stream consumer deletes it at %2</source>
        <translation>Vorläufig gelöscht am %1, über den Schlüssel noch lesbar: Ein Stream-Verbraucher löscht es am %2</translation>
    </message>
    <message>
        <source>Soft-deleted at %1, still readable by key: a user deletes it at %2</source>
        <translation>Vorläufig gelöscht am %1, über den Schlüssel noch lesbar: Ein Benutzer löscht es am %2</translation>
    </message>
    <message>
        <source>Soft-deleted at %1, still readable by key, and nothing expires it</source>
        <translation>Vorläufig gelöscht am %1, über den Schlüssel noch lesbar, und nichts lässt es ablaufen</translation>
    </message>
    <message>
        <source>Soft-deleted at %1, still readable by key until it expires at %2</source>
        <translation>Vorläufig gelöscht am %1, über den Schlüssel noch lesbar, bis es am %2 abläuft</translation>
    </message>
    <message>
        <source>Not yet (TTL enabling)</source>
        <translation>Noch nicht (TTL wird aktiviert)</translation>
    </message>
    <message>
        <source>Soft-deleted</source>
        <translation>Vorläufig gelöscht</translation>
    </message>
    <message>
        <source>Expired at %1, %2 ago, but still there: the service&apos;s TTL has not deleted it yet, which can take days</source>
        <translation>Abgelaufen am %1, vor %2, aber noch da: Die TTL des Dienstes hat es noch nicht gelöscht, was Tage dauern kann</translation>
    </message>
    <message>
        <source>Unknown (no history)</source>
        <translation>Unbekannt (kein Verlauf)</translation>
    </message>
</context>
<context>
    <name>lw::LongWork</name>
    <message numerus="yes">
        <source>%1 · %n events run</source>
        <translation>
            <numerusform>%1 · %n Ereignis ausgeführt</numerusform>
            <numerusform>%1 · %n Ereignisse ausgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items done</source>
        <translation>
            <numerusform>%n Element erledigt</numerusform>
            <numerusform>%n Elemente erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Working</source>
        <translation>In Arbeit</translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation>%1 von %2 erledigt</translation>
    </message>
</context>
<context>
    <name>lw::MainWindow</name>
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
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Item inspector</source>
        <translation>Element-Inspektor</translation>
    </message>
    <message>
        <source>&amp;New Workspace</source>
        <translation>Ne&amp;uer Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a Workspace Folder</source>
        <translation>Arbeitsbereichsordner öffnen</translation>
    </message>
    <message>
        <source>Recent &amp;Workspaces</source>
        <translation>&amp;Zuletzt verwendete Arbeitsbereiche</translation>
    </message>
    <message>
        <source>No other workspaces yet</source>
        <translation>Noch keine anderen Arbeitsbereiche</translation>
    </message>
    <message>
        <source>New &amp;Table…</source>
        <translation>Neue &amp;Tabelle…</translation>
    </message>
    <message>
        <source>&amp;New Item</source>
        <translation>Neues &amp;Element</translation>
    </message>
    <message>
        <source>Discard the unsaved edits in the item inspector?</source>
        <translation>Die nicht gespeicherten Änderungen im Element-Inspektor verwerfen?</translation>
    </message>
    <message>
        <source>New Table</source>
        <translation>Neue Tabelle</translation>
    </message>
    <message>
        <source>Table %1 was created, but its TTL was not set: %2</source>
        <translation>Tabelle %1 wurde erstellt, TTL ließ sich aber nicht einrichten: %2</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>Le&amp;ktion</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The workbench follows the system&apos;s language from its next start.</source>
        <translation>Ab dem nächsten Start folgt die Workbench der Systemsprache.</translation>
    </message>
    <message>
        <source>The workbench speaks %1 from its next start.</source>
        <translation>Ab dem nächsten Start spricht die Workbench %1.</translation>
    </message>
    <message>
        <source>E&amp;ndpoint</source>
        <translation>End&amp;punkt</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>&amp;Restart Lesson</source>
        <translation>Lektion &amp;neu beginnen</translation>
    </message>
    <message>
        <source>Item &amp;Inspector</source>
        <translation>Element-&amp;Inspektor</translation>
    </message>
    <message>
        <source>&amp;Delete Item</source>
        <translation>Element &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Copy as JSON</source>
        <translation>Als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>Copied the item as JSON</source>
        <translation>Das Element wurde als JSON kopiert</translation>
    </message>
    <message>
        <source>Copied %1 items as JSON</source>
        <translation>%1 Elemente wurden als JSON kopiert</translation>
    </message>
    <message>
        <source>Delete Index %1…</source>
        <translation>Index %1 löschen…</translation>
    </message>
    <message>
        <source>Delete Index</source>
        <translation>Index löschen</translation>
    </message>
    <message>
        <source>Delete the index %1 of table %2?</source>
        <translation>Den Index %1 der Tabelle %2 löschen?</translation>
    </message>
    <message>
        <source>Disable the Stream</source>
        <translation>Stream ausschalten</translation>
    </message>
    <message>
        <source>Enable the Stream</source>
        <translation>Stream einschalten</translation>
    </message>
    <message>
        <source>Disable TTL on %1</source>
        <translation>TTL auf %1 ausschalten</translation>
    </message>
    <message>
        <source>Enable TTL…</source>
        <translation>TTL einschalten…</translation>
    </message>
    <message>
        <source>Enable TTL</source>
        <translation>TTL einschalten</translation>
    </message>
    <message>
        <source>The attribute holding each item&apos;s expiry time (epoch seconds):</source>
        <translation>Das Attribut mit der Ablaufzeit jedes Elements (Epochensekunden):</translation>
    </message>
    <message>
        <source>Add Index…</source>
        <translation>Index hinzufügen…</translation>
    </message>
    <message>
        <source>Add Index</source>
        <translation>Index hinzufügen</translation>
    </message>
    <message>
        <source>The partition key of the new global secondary index (a string attribute); items without it stay out of the index:</source>
        <translation>Der Partitionsschlüssel des neuen globalen sekundären Index (ein String-Attribut); Elemente ohne dieses Attribut bleiben außerhalb des Index:</translation>
    </message>
    <message>
        <source>Delete Table %1…</source>
        <translation>Tabelle %1 löschen…</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Tabelle löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete the table %1 and its %n item(s)? Edit ▸ Undo puts them back.</source>
        <translation>
            <numerusform>Die Tabelle %1 und ihr %n Element löschen? Bearbeiten ▸ Rückgängig stellt sie wieder her.</numerusform>
            <numerusform>Die Tabelle %1 und ihre %n Elemente löschen? Bearbeiten ▸ Rückgängig stellt sie wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to &amp;Pane</source>
        <translation>Gehe &amp;zu Bereich</translation>
    </message>
    <message>
        <source>&amp;Next Pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>&amp;Previous Pane</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
    <message>
        <source>&amp;Maximise Pane</source>
        <translation>Bereich &amp;maximieren</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>&amp;Zoom In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <source>Re&amp;set Zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>Help on This &amp;Pane</source>
        <translation>Hilfe zu diesem &amp;Bereich</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Lifecycle Workbench</source>
        <translation>&amp;Über Lifecycle Workbench</translation>
    </message>
    <message>
        <source>One lane per item of the selected table: when it was created, while it was active, when it expired and when it was deleted, by TTL or by a user, with the charts of deletions and TTL lag below. + and − zoom, 0 fits every lane, drag the handle into the past to see the items as they were.</source>
        <translation>Eine Spur je Element der gewählten Tabelle: wann es erstellt wurde, wie lange es aktiv war, wann es ablief und wann es gelöscht wurde, per TTL oder von einem Benutzer; darunter die Diagramme der Löschungen und der TTL-Verzögerung. + und − zoomen, 0 passt alle Spuren ein; ziehen Sie den Griff in die Vergangenheit, um die Elemente so zu sehen, wie sie damals waren.</translation>
    </message>
    <message>
        <source>The programs reading the table&apos;s stream: the archiver that copies deleted items into the bucket and the aggregator that keeps running totals. Add one, pause it, or let it catch up; each shows how far behind the stream it is.</source>
        <translation>Die Programme, die den Stream der Tabelle lesen: der Archivierer, der gelöschte Elemente in den Bucket kopiert, und der Aggregator, der laufende Summen führt. Fügen Sie einen hinzu, schalten Sie ihn aus oder lassen Sie ihn aufholen; jeder zeigt, wie weit er hinter dem Stream zurückliegt.</translation>
    </message>
    <message>
        <source>Every change of the selected table as its stream records it: INSERT, MODIFY, REMOVE (user) and REMOVE (TTL), with the item before and after. Records older than 24 hours are trimmed, as in DynamoDB.</source>
        <translation>Jede Änderung der gewählten Tabelle, wie ihr Stream sie aufzeichnet: INSERT, MODIFY, REMOVE (user) und REMOVE (TTL), mit dem Element davor und danach. Datensätze, die älter als 24 Stunden sind, werden wie in DynamoDB entfernt.</translation>
    </message>
    <message>
        <source>Which items appear in which global secondary index: an item is in an index only when it has the index&apos;s key attributes (a sparse index).</source>
        <translation>Welche Elemente in welchem globalen sekundären Index stehen: Ein Element ist nur dann in einem Index, wenn es dessen Schlüsselattribute hat (ein dünn besetzter Index).</translation>
    </message>
    <message>
        <source>The objects the archiver wrote into the archive bucket, one per deleted item, with their contents.</source>
        <translation>Die Objekte, die der Archivierer in den Archiv-Bucket geschrieben hat, eines je gelöschtem Element, mit ihrem Inhalt.</translation>
    </message>
    <message>
        <source>The DynamoDB requests you and the lesson sent, with their responses and the capacity they consumed; the window&apos;s own reads are left out.</source>
        <translation>Die DynamoDB-Anfragen, die Sie und die Lektion gesendet haben, mit ihren Antworten und der verbrauchten Kapazität; die eigenen Lesezugriffe des Fensters sind ausgenommen.</translation>
    </message>
    <message>
        <source>Send any DynamoDB action by hand: choose the action, edit the request JSON, Send. Writes can be undone with Ctrl+Z.</source>
        <translation>Eine beliebige DynamoDB-Aktion von Hand senden: Aktion wählen, das Anfrage-JSON bearbeiten, Senden. Schreibvorgänge lassen sich mit Strg+Z rückgängig machen.</translation>
    </message>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>&amp;Lektion öffnen…</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Each lesson runs on a fresh workspace of its own. Lesson:</source>
        <translation>Jede Lektion läuft in einem frischen, eigenen Arbeitsbereich. Lektion:</translation>
    </message>
    <message>
        <source>%1 — Lifecycle Workbench</source>
        <translation>%1 — Lifecycle Workbench</translation>
    </message>
    <message>
        <source>&amp;Query…</source>
        <translation>Ab&amp;fragen…</translation>
    </message>
    <message>
        <source>Query the table or an index by key, or scan it with a filter (Ctrl+Shift+F)</source>
        <translation>Die Tabelle oder einen Index nach Schlüssel abfragen oder gefiltert durchsuchen (Strg+Umschalt+F)</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>Alle &amp;zeigen</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Wählen Sie zuerst eine Tabelle</translation>
    </message>
    <message>
        <source>Play S&amp;peed</source>
        <translation>Abspiel&amp;tempo</translation>
    </message>
    <message>
        <source>Showing what the Query returns</source>
        <translation>Angezeigt wird, was die Query liefert</translation>
    </message>
    <message>
        <source>Showing what the filtered Scan returns</source>
        <translation>Angezeigt wird, was der gefilterte Scan liefert</translation>
    </message>
    <message>
        <source>&amp;Query Items…</source>
        <translation>Elemente &amp;abfragen…</translation>
    </message>
    <message>
        <source>Copied the item&apos;s request as %1</source>
        <translation>Die Anfrage des Elements wurde als %1 kopiert</translation>
    </message>
    <message>
        <source>Copy a program that writes this item (PutItem) or reads it (GetItem)</source>
        <translation>Ein Programm kopieren, das dieses Element schreibt (PutItem) oder liest (GetItem)</translation>
    </message>
    <message>
        <source>&amp;PutItem (the item as edited)</source>
        <translation>&amp;PutItem (das Element wie bearbeitet)</translation>
    </message>
    <message>
        <source>&amp;GetItem (by its key)</source>
        <translation>&amp;GetItem (über seinen Schlüssel)</translation>
    </message>
    <message>
        <source>Copy Item as &amp;Code</source>
        <translation>Element als &amp;Code kopieren</translation>
    </message>
    <message>
        <source>Text in any attribute</source>
        <translation>Text in einem beliebigen Attribut</translation>
    </message>
    <message>
        <source>Sent to DynamoDB as a FilterExpression with each Scan or Query page: contains() on every attribute shown, or = for a number. Case-sensitive, as DynamoDB is. The items it skips are still read and paid for: see the line under the filter.</source>
        <translation>Geht als FilterExpression mit jeder Scan- oder Query-Seite an DynamoDB: contains() auf jedes angezeigte Attribut, bei einer Zahl auch =. Groß- und Kleinschreibung zählen, wie bei DynamoDB. Die übergangenen Elemente werden trotzdem gelesen und bezahlt: siehe die Zeile unter dem Filter.</translation>
    </message>
    <message>
        <source>Back to every item of the table or index, unfiltered</source>
        <translation>Zurück zu allen Elementen der Tabelle oder des Index, ungefiltert</translation>
    </message>
    <message>
        <source>filtered by DynamoDB on each page</source>
        <translation>von DynamoDB auf jeder Seite gefiltert</translation>
    </message>
    <message>
        <source>%1 items read so far, %2 kept, %3 read capacity units</source>
        <translation>bisher %1 Elemente gelesen, %2 behalten, %3 Lesekapazitätseinheiten</translation>
    </message>
    <message>
        <source>%1 items read, %2 kept, %3 read capacity units</source>
        <translation>%1 Elemente gelesen, %2 behalten, %3 Lesekapazitätseinheiten</translation>
    </message>
    <message>
        <source>sorted here, over every item read: DynamoDB orders only a Query&apos;s items, by their sort key (Query…, Descending by sort key)</source>
        <translation>hier sortiert, über alle gelesenen Elemente: DynamoDB ordnet nur die Elemente einer Query, nach ihrem Sortierschlüssel (Query…, Absteigend nach Sortierschlüssel)</translation>
    </message>
    <message>
        <source>Tags of %1: %2</source>
        <translation>Tags von %1: %2</translation>
    </message>
    <message>
        <source>Timelin&amp;e</source>
        <translation>Zeit&amp;leiste</translation>
    </message>
    <message>
        <source>Stream &amp;Records</source>
        <translation>Stream-&amp;Datensätze</translation>
    </message>
    <message>
        <source>GSI Mem&amp;bership</source>
        <translation>GSI-Zuge&amp;hörigkeit</translation>
    </message>
    <message>
        <source>&amp;Archive Bucket</source>
        <translation>Archiv-B&amp;ucket</translation>
    </message>
    <message>
        <source>Request Lo&amp;g</source>
        <translation>Anf&amp;rageprotokoll</translation>
    </message>
    <message>
        <source>Co&amp;nsole</source>
        <translation>Kon&amp;sole</translation>
    </message>
    <message>
        <source>&amp;Throughput Limits</source>
        <translation>&amp;Durchsatzgrenzen</translation>
    </message>
    <message>
        <source>Refuse requests past a partition&apos;s capacity as DynamoDB throttles them; off, every request is served</source>
        <translation>Anfragen über der Kapazität einer Partition ablehnen, wie DynamoDB sie drosselt; aus: jede Anfrage wird bedient</translation>
    </message>
    <message>
        <source>Run &amp;Workload…</source>
        <translation>&amp;Last erzeugen…</translation>
    </message>
    <message>
        <source>Send many requests of one shape over sim seconds, to see where a key design throttles</source>
        <translation>Viele gleichartige Anfragen über simulierte Sekunden schicken, um zu sehen, wo ein Schlüsselentwurf gedrosselt wird</translation>
    </message>
    <message>
        <source>Workloads run on an open workspace</source>
        <translation>Lasten laufen auf einem geöffneten Arbeitsbereich</translation>
    </message>
    <message>
        <source>Running the workload…</source>
        <translation>Die Last läuft…</translation>
    </message>
    <message>
        <source>Workload: %1 requests served, %2 attempts throttled, %3 retried, %4 gave up</source>
        <translation>Last: %1 Anfragen bedient, %2 Versuche gedrosselt, %3 wiederholt, %4 aufgegeben</translation>
    </message>
    <message>
        <source>Stopped after %1 s. %2</source>
        <translation>Nach %1 s angehalten. %2</translation>
    </message>
    <message>
        <source>Partition Heat</source>
        <translation>Wärmebild der Partitionen</translation>
    </message>
    <message>
        <source>Partition &amp;Heat</source>
        <translation>&amp;Wärmebild der Partitionen</translation>
    </message>
    <message>
        <source>The partitions of the selected table (or one of its global indexes) over the last hour, one row each: the hotter a cell, the more of its share of the capacity the partition used that second; red seconds throttled requests. Below, the throttles per second and the units consumed against the capacity. The map fits the seconds with data; the wheel zooms, dragging goes back in time, 0 fits again, clicking a cell lists the partition keys that land in its partition. Needs the throughput limits on (Edit ▸ Throughput Limits); Edit ▸ Run Workload… sends the load.</source>
        <translation>Die Partitionen der gewählten Tabelle (oder eines ihrer globalen Indizes) über die letzte Stunde, eine Zeile je Partition: Je heißer eine Zelle, desto mehr ihres Anteils an der Kapazität hat die Partition in dieser Sekunde verbraucht; in roten Sekunden wurden Anfragen gedrosselt. Darunter die Drosselungen je Sekunde und die verbrauchten Einheiten gegenüber der Kapazität. Die Karte passt sich den Sekunden mit Daten an; das Mausrad zoomt, Ziehen geht in der Zeit zurück, 0 passt wieder an, ein Klick auf eine Zelle listet die Partitionsschlüssel, die in ihrer Partition landen. Braucht eingeschaltete Durchsatzgrenzen (Bearbeiten ▸ Durchsatzgrenzen); Bearbeiten ▸ Last erzeugen… schickt die Last.</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Cache (&amp;DAX)</source>
        <translation>Cache (DA&amp;X)</translation>
    </message>
    <message>
        <source>A DAX-like cache in front of the tables: its item cache answers GetItem and BatchGetItem, its query cache Query and Scan, each for a TTL (5 minutes by default). The hits, misses and the read units the table was spared; every entry with its age, and in red the ones the table has changed since (stale). Strongly consistent reads pass through.</source>
        <translation>Ein DAX-ähnlicher Cache vor den Tabellen: Sein Item-Cache beantwortet GetItem und BatchGetItem, sein Query-Cache Query und Scan, jeweils für eine TTL (standardmäßig 5 Minuten). Treffer, Fehltreffer und die Leseeinheiten, die der Tabelle erspart blieben; jeder Eintrag mit seinem Alter, und rot die, bei denen sich die Tabelle seither geändert hat (veraltet). Stark konsistentes Lesen wird durchgereicht.</translation>
    </message>
    <message>
        <source>Connect to En&amp;dpoint…</source>
        <translation>Mit Endpunkt &amp;verbinden…</translation>
    </message>
    <message>
        <source>Not sent: you chose not to write to %1</source>
        <translation>Nicht gesendet: Sie haben sich entschieden, nicht nach %1 zu schreiben</translation>
    </message>
    <message>
        <source>The past view needs a workspace&apos;s history: %1 keeps only the present</source>
        <translation>Die Vergangenheitsansicht braucht die Geschichte eines Arbeitsbereichs: %1 hält nur die Gegenwart</translation>
    </message>
    <message>
        <source>Cop&amp;y Table to Workspace…</source>
        <translation>Tabelle in A&amp;rbeitsbereich kopieren…</translation>
    </message>
    <message>
        <source>Bring a remote table home into a new workspace, where its lifecycle can be played</source>
        <translation>Eine entfernte Tabelle in einen neuen Arbeitsbereich holen, wo sich ihr Lebenszyklus abspielen lässt</translation>
    </message>
    <message>
        <source>%1 (remote) — Lifecycle Workbench</source>
        <translation>%1 (entfernt) — Lifecycle Workbench</translation>
    </message>
    <message>
        <source>Remote, read-only: %1 — %2</source>
        <translation>Entfernt, nur lesend: %1 — %2</translation>
    </message>
    <message>
        <source>Remote: %1 — %2</source>
        <translation>Entfernt: %1 — %2</translation>
    </message>
    <message>
        <source>Simulated time, live mode and the past view are the workbench&apos;s own: a remote table keeps no history and runs on real time.</source>
        <translation>Simulierte Zeit, Live-Modus und Vergangenheitsansicht gehören der Werkbank: Eine entfernte Tabelle hat keine Geschichte und läuft in Echtzeit.</translation>
    </message>
    <message>
        <source>Only a workspace has this: %1 is a remote endpoint, which keeps no history, no simulated clock and no workbench settings.</source>
        <translation>Das hat nur ein Arbeitsbereich: %1 ist ein entfernter Endpunkt ohne Geschichte, ohne simulierte Uhr und ohne Einstellungen der Werkbank.</translation>
    </message>
    <message>
        <source>%1: not over a remote endpoint</source>
        <translation>%1: nicht über einen entfernten Endpunkt</translation>
    </message>
    <message>
        <source>Copying %1 into a new workspace…</source>
        <translation>%1 wird in einen neuen Arbeitsbereich kopiert…</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Angehalten: %1</translation>
    </message>
    <message>
        <source>Write to the Remote Table?</source>
        <translation>In die entfernte Tabelle schreiben?</translation>
    </message>
    <message>
        <source>%1 changes data on %2 (%3). It is a real write: it cannot be undone here.</source>
        <translation>%1 ändert Daten auf %2 (%3). Das ist ein echtes Schreiben: Es lässt sich hier nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>%1 changes the table %2 on %3 (%4). It is a real write: it cannot be undone here.</source>
        <translation>%1 ändert die Tabelle %2 auf %3 (%4). Das ist ein echtes Schreiben: Es lässt sich hier nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Send %1</source>
        <translation>%1 &amp;senden</translation>
    </message>
    <message>
        <source>Do not ask again for this connection until it closes</source>
        <translation>Für diese Verbindung nicht mehr fragen, bis sie geschlossen wird</translation>
    </message>
    <message>
        <source>Partition heat is measured by the workbench&apos;s own engine: DynamoDB does not tell a client how its partitions are split or how hot each one is (CloudWatch Contributor Insights comes closest).</source>
        <translation>Die Partitionshitze misst die eigene Engine der Werkbank: DynamoDB sagt einem Client nicht, wie seine Partitionen geteilt sind oder wie heiß jede ist (am nächsten kommt CloudWatch Contributor Insights).</translation>
    </message>
    <message>
        <source>The cache is the workbench&apos;s model of DAX, in front of a workspace&apos;s tables: a real DAX cluster is an endpoint of its own, which this window does not connect to.</source>
        <translation>Der Cache ist das Modell der Werkbank von DAX, vor den Tabellen eines Arbeitsbereichs: Ein echter DAX-Cluster ist ein eigener Endpunkt, mit dem sich dieses Fenster nicht verbindet.</translation>
    </message>
    <message>
        <source>The archive bucket is filled by a workspace&apos;s archiver consumer: a remote table&apos;s deleted items go wherever its own stream consumers put them.</source>
        <translation>Den Archiv-Bucket füllt der Archivierer eines Arbeitsbereichs: Die gelöschten Items einer entfernten Tabelle landen dort, wohin ihre eigenen Stream-Consumer sie legen.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln item(s) of %1 into %2, reading %3 read units</source>
        <translation>
            <numerusform>%Ln Item von %1 nach %2 kopiert, dabei %3 Leseeinheiten gelesen</numerusform>
            <numerusform>%Ln Items von %1 nach %2 kopiert, dabei %3 Leseeinheiten gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Stream consumers run inside a workspace, on its simulated clock: on a remote endpoint, the programs that read its stream (Lambda functions, the Kinesis Client Library) run elsewhere. Copy the table to a workspace (File ▸ Copy Table to Workspace…) to play them.</source>
        <translation>Stream-Consumer laufen in einem Arbeitsbereich, auf seiner simulierten Uhr: Bei einem entfernten Endpunkt laufen die Programme, die seinen Stream lesen (Lambda-Funktionen, die Kinesis Client Library), anderswo. Kopieren Sie die Tabelle in einen Arbeitsbereich (Datei ▸ Tabelle in Arbeitsbereich kopieren…), um sie abzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Upload Table to Endpoint…</source>
        <translation>Tabelle zu Endpunkt &amp;hochladen…</translation>
    </message>
    <message>
        <source>Make one of the workspace&apos;s tables on a remote endpoint, with its items</source>
        <translation>Eine Tabelle des Arbeitsbereichs auf einem entfernten Endpunkt anlegen, mit ihren Items</translation>
    </message>
    <message>
        <source>Uploading %1 to %2…</source>
        <translation>%1 wird nach %2 hochgeladen…</translation>
    </message>
    <message numerus="yes">
        <source>Uploaded %Ln item(s) of %1 into %2 on %3, writing %4 write units</source>
        <translation>
            <numerusform>%Ln Item von %1 nach %2 auf %3 hochgeladen, dabei %4 Schreibeinheiten geschrieben</numerusform>
            <numerusform>%Ln Items von %1 nach %2 auf %3 hochgeladen, dabei %4 Schreibeinheiten geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>no TTL there: %1</source>
        <translation>dort keine TTL: %1</translation>
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
    <name>lw::QueryDialog</name>
    <message>
        <source>Query %1</source>
        <translation>%1 abfragen</translation>
    </message>
    <message>
        <source>The table %1</source>
        <translation>Die Tabelle %1</translation>
    </message>
    <message>
        <source>Global index %1</source>
        <translation>Globaler Index %1</translation>
    </message>
    <message>
        <source>Local index %1</source>
        <translation>Lokaler Index %1</translation>
    </message>
    <message>
        <source>Query: the items of one partition key value</source>
        <translation>Query: die Elemente eines Partitionsschlüsselwerts</translation>
    </message>
    <message>
        <source>Scan: every item, filtered</source>
        <translation>Scan: alle Elemente, gefiltert</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>&amp;Descending by sort key</source>
        <translation>&amp;Absteigend nach Sortierschlüssel</translation>
    </message>
    <message>
        <source>attribute (none: no filter)</source>
        <translation>Attribut (leer: kein Filter)</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>&amp;Zahl</translation>
    </message>
    <message>
        <source>&amp;Read:</source>
        <translation>&amp;Lesen:</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>&amp;Vorgang:</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Request:</source>
        <translation>Anfrage:</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Partition key:</source>
        <translation>Partitionsschlüssel:</translation>
    </message>
    <message>
        <source>%1 =</source>
        <translation>%1 =</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>No sort key</source>
        <translation>Kein Sortierschlüssel</translation>
    </message>
</context>
<context>
    <name>lw::QueryRequest</name>
    <message>
        <source>%1 must be a number: %2</source>
        <translation>%1 muss eine Zahl sein: %2</translation>
    </message>
    <message>
        <source>The table %1 has no index %2</source>
        <translation>Die Tabelle %1 hat keinen Index %2</translation>
    </message>
    <message>
        <source>The key of %1 is not known</source>
        <translation>Der Schlüssel von %1 ist nicht bekannt</translation>
    </message>
    <message>
        <source>A Query needs the value of the partition key %1</source>
        <translation>Eine Query braucht den Wert des Partitionsschlüssels %1</translation>
    </message>
    <message>
        <source>The partition key %1</source>
        <translation>Der Partitionsschlüssel %1</translation>
    </message>
    <message>
        <source>%1 has no sort key to set a condition on</source>
        <translation>%1 hat keinen Sortierschlüssel für eine Bedingung</translation>
    </message>
    <message>
        <source>The sort key %1</source>
        <translation>Der Sortierschlüssel %1</translation>
    </message>
    <message>
        <source>BETWEEN needs an upper bound</source>
        <translation>BETWEEN braucht eine obere Grenze</translation>
    </message>
    <message>
        <source>Not a sort key condition: %1</source>
        <translation>Keine Sortierschlüssel-Bedingung: %1</translation>
    </message>
    <message>
        <source>The filter&apos;s value</source>
        <translation>Der Wert des Filters</translation>
    </message>
    <message>
        <source>Not a filter operator: %1</source>
        <translation>Kein Filteroperator: %1</translation>
    </message>
</context>
<context>
    <name>lw::QuizView</name>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Say whether the choice is right (Enter)</source>
        <translation>Sagen, ob die Wahl richtig ist (Enter)</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Run this question&apos;s demo on the workspace: every pane follows (S)</source>
        <translation>Die Demo dieser Frage im Arbeitsbereich ausführen: Jeder Bereich folgt (S)</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>The question before (P)</source>
        <translation>Die vorige Frage (P)</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Weiter →</translation>
    </message>
    <message>
        <source>The next question (N)</source>
        <translation>Die nächste Frage (N)</translation>
    </message>
    <message>
        <source>Start Again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Every answer forgotten: the first question again</source>
        <translation>Alle Antworten vergessen: wieder die erste Frage</translation>
    </message>
    <message>
        <source>Leave Quiz</source>
        <translation>Quiz verlassen</translation>
    </message>
    <message>
        <source>Back to the lesson (Escape)</source>
        <translation>Zurück zur Lektion (Escape)</translation>
    </message>
    <message numerus="yes">
        <source>The quiz: %n question(s)</source>
        <translation>
            <numerusform>Das Quiz: %n Frage</numerusform>
            <numerusform>Das Quiz: %n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) not checked.</source>
        <translation>
            <numerusform>%n Frage nicht geprüft.</numerusform>
            <numerusform>%n Fragen nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Frage %1 von %2</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <translation>✓ Richtig</translation>
    </message>
    <message>
        <source>✗ Wrong: the answer is %1)</source>
        <translation>✗ Falsch: Die Antwort ist %1)</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Vorgeführt</translation>
    </message>
    <message>
        <source>Score →</source>
        <translation>Ergebnis →</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 von %2 richtig</translation>
    </message>
</context>
<context>
    <name>lw::ReadBudgetBar</name>
    <message>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source> read units</source>
        <translation> Leseeinheiten</translation>
    </message>
    <message>
        <source>The read capacity units a Scan or Query of the items may consume before it stops and asks: DynamoDB charges every item it reads, those a filter drops too. 0 is no limit.</source>
        <translation>Die Lesekapazitätseinheiten, die ein Scan oder eine Query der Elemente verbrauchen darf, bevor sie anhält und nachfragt: DynamoDB berechnet jedes gelesene Element, auch die, die ein Filter verwirft. 0 heißt unbegrenzt.</translation>
    </message>
    <message>
        <source>Read &amp;budget:</source>
        <translation>Lesebud&amp;get:</translation>
    </message>
    <message>
        <source>Read on without a budget: every page left, if the read needs it</source>
        <translation>Ohne Budget weiterlesen: jede verbleibende Seite, wenn das Lesen sie braucht</translation>
    </message>
    <message>
        <source>Budget reached: %1 read units of a %2 budget read, and pages are left</source>
        <translation>Budget erreicht: %1 Leseeinheiten gelesen bei einem Budget von %2, und es sind noch Seiten übrig</translation>
    </message>
    <message>
        <source>Read so far: %1 read units of a %2 budget</source>
        <translation>Bisher gelesen: %1 Leseeinheiten bei einem Budget von %2</translation>
    </message>
    <message>
        <source>Read so far: %1 read units</source>
        <translation>Bisher gelesen: %1 Leseeinheiten</translation>
    </message>
    <message>
        <source>Read %1 more</source>
        <translation>%1 weitere lesen</translation>
    </message>
    <message>
        <source>Raise this read&apos;s budget by %1 read units and read on</source>
        <translation>Das Budget dieses Lesevorgangs um %1 Leseeinheiten erhöhen und weiterlesen</translation>
    </message>
</context>
<context>
    <name>lw::RecordCommands</name>
    <message>
        <source>Re&amp;cord Scenario</source>
        <translation>Szenario &amp;aufzeichnen</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>Szenario &amp;speichern unter…</translation>
    </message>
    <message>
        <source>Record what you do as a scenario you can save, edit and replay</source>
        <translation>Was Sie tun, als Szenario aufzeichnen, das sich speichern, bearbeiten und erneut abspielen lässt</translation>
    </message>
    <message>
        <source>● Recording</source>
        <translation>● Aufnahme</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Recording could not start:
%1</source>
        <translation>Die Aufzeichnung konnte nicht starten:
%1</translation>
    </message>
    <message>
        <source>This workspace has no scenario yet: record one first.</source>
        <translation>Dieser Arbeitsbereich hat noch kein Szenario: zuerst eines aufzeichnen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved the scenario to %1</source>
        <translation>Szenario unter %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>lw::RequestLogPane</name>
    <message>
        <source>Calls made from the window appear here, as the lessons print them.</source>
        <translation>Aufrufe aus dem Fenster erscheinen hier so, wie die Lektionen sie ausgeben.</translation>
    </message>
    <message>
        <source>Clea&amp;r</source>
        <translation>Lee&amp;ren</translation>
    </message>
    <message>
        <source>Copy This Call as Code</source>
        <translation>Diesen Aufruf als Code kopieren</translation>
    </message>
    <message>
        <source>Copy All Calls as Code</source>
        <translation>Alle Aufrufe als Code kopieren</translation>
    </message>
</context>
<context>
    <name>lw::SecretStoreText</name>
    <message>
        <source>The keychain did not answer within %1 s</source>
        <translation>Der Schlüsselbund hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <source>The keychain refused (error %1)</source>
        <translation>Der Schlüsselbund hat abgelehnt (Fehler %1)</translation>
    </message>
    <message>
        <source>The keychain&apos;s secret for %1 holds no access keys</source>
        <translation>Das Geheimnis für %1 im Schlüsselbund enthält keine Zugriffsschlüssel</translation>
    </message>
    <message>
        <source>%1 (no keychain service answered: GNOME Keyring, KWallet or another Secret Service)</source>
        <translation>%1 (kein Schlüsselbunddienst hat geantwortet: GNOME Keyring, KWallet oder ein anderer Secret Service)</translation>
    </message>
</context>
<context>
    <name>lw::ServerToggle</name>
    <message>
        <source>&amp;Serve the DynamoDB API</source>
        <translation>DynamoDB-API &amp;bereitstellen</translation>
    </message>
    <message>
        <source>Endpoint &amp;Address…</source>
        <translation>Endpunkt-&amp;Adresse…</translation>
    </message>
    <message>
        <source>Let the AWS SDKs and CLI use this workspace over HTTP</source>
        <translation>Die AWS-SDKs und die CLI diesen Arbeitsbereich über HTTP nutzen lassen</translation>
    </message>
    <message>
        <source>The endpoint could not start:
%1

Choose another port with Endpoint ▸ Endpoint Address….</source>
        <translation>Der Endpunkt konnte nicht starten:
%1

Einen anderen Port unter Endpunkt ▸ Endpunkt-Adresse… wählen.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more request(s) served, not shown</source>
        <translation>
            <numerusform>… %Ln weitere Anfrage bedient, nicht angezeigt</numerusform>
            <numerusform>… %Ln weitere Anfragen bedient, nicht angezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serving at %1 · %Ln request(s)</source>
        <translation>
            <numerusform>Bereitgestellt unter %1 · %Ln Anfrage</numerusform>
            <numerusform>Bereitgestellt unter %1 · %Ln Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Endpoint Address</source>
        <translation>Endpunkt-Adresse</translation>
    </message>
    <message>
        <source>127.0.0.1 lets only this machine connect; 0.0.0.0 lets every machine that can reach this one connect.</source>
        <translation>127.0.0.1 lässt nur diesen Rechner zu; 0.0.0.0 lässt jeden Rechner zu, der diesen erreicht.</translation>
    </message>
    <message>
        <source>&amp;Interface:</source>
        <translation>&amp;Schnittstelle:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>The endpoint listens on %1, so other machines can connect, and any client that reaches it can read and change this workspace: no credentials are checked.

Serve on 127.0.0.1 (Endpoint ▸ Endpoint Address…) unless you mean to share it.</source>
        <translation>Der Endpunkt lauscht auf %1: Andere Rechner können sich verbinden, und jeder Client, der ihn erreicht, kann diesen Arbeitsbereich lesen und ändern – Zugangsdaten werden nicht geprüft.

Stellen Sie unter 127.0.0.1 bereit (Endpunkt ▸ Endpunkt-Adresse…), außer Sie wollen ihn teilen.</translation>
    </message>
    <message>
        <source> · open to other machines, no credentials checked</source>
        <translation> · offen für andere Rechner, ohne Prüfung der Zugangsdaten</translation>
    </message>
    <message>
        <source>Serve Around the &amp;Cache</source>
        <translation>Am &amp;Cache vorbei bedienen</translation>
    </message>
    <message>
        <source>The endpoint&apos;s clients go straight to the tables, as an application that does not use DAX: their writes leave the cache stale</source>
        <translation>Die Clients des Endpunkts gehen direkt an die Tabellen, wie eine Anwendung ohne DAX: Ihre Schreibzugriffe lassen den Cache veralten</translation>
    </message>
</context>
<context>
    <name>lw::Session</name>
    <message>
        <source>Cannot empty the folder %1</source>
        <translation>Der Ordner %1 lässt sich nicht leeren</translation>
    </message>
    <message>
        <source>Cannot open the workspace %1:
%2</source>
        <translation>Der Arbeitsbereich %1 lässt sich nicht öffnen:
%2</translation>
    </message>
    <message>
        <source>Lifecycle Workbench</source>
        <translation>Lifecycle Workbench</translation>
    </message>
    <message>
        <source>Not an IP address: %1 (try 127.0.0.1, 0.0.0.0 or ::1)</source>
        <translation>Keine IP-Adresse: %1 (etwa 127.0.0.1, 0.0.0.0 oder ::1)</translation>
    </message>
    <message>
        <source>Recording stopped: %1</source>
        <translation>Aufzeichnung angehalten: %1</translation>
    </message>
    <message>
        <source>A recording is running, and a scenario has no step for an import: stop the recording (File ▸ Record Scenario) before importing.</source>
        <translation>Eine Aufzeichnung läuft, und ein Szenario hat keinen Schritt für einen Import: Beenden Sie die Aufzeichnung (Datei ▸ Szenario aufzeichnen), bevor Sie importieren.</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// address</source>
        <translation>%1 ist keine http://- oder https://-Adresse</translation>
    </message>
    <message>
        <source>%1 did not answer ListTables: %2: %3</source>
        <translation>%1 hat ListTables nicht beantwortet: %2: %3</translation>
    </message>
    <message>
        <source>The clock of a remote endpoint is real time: it cannot be moved, swept or rewound</source>
        <translation>Die Uhr eines entfernten Endpunkts ist Echtzeit: Sie lässt sich nicht vorstellen, fegen oder zurückspulen</translation>
    </message>
    <message>
        <source>Cannot connect to %1:
%2</source>
        <translation>Verbindung mit %1 nicht möglich:
%2</translation>
    </message>
    <message>
        <source>The connection %1 is read-only: an upload writes</source>
        <translation>Die Verbindung %1 ist nur lesend: Hochladen schreibt</translation>
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
    <message>
        <source>REMOVE (user)</source>
        <translation>REMOVE (Benutzer)</translation>
    </message>
    <message>
        <source>INSERT, MODIFY or REMOVE: REMOVE (user) when a call deleted the item, REMOVE (TTL) when Time to Live did (userIdentity: Service dynamodb.amazonaws.com)</source>
        <translation>INSERT, MODIFY oder REMOVE: REMOVE (Benutzer), wenn ein Aufruf das Element gelöscht hat, REMOVE (TTL), wenn Time to Live es gelöscht hat (userIdentity: Service dynamodb.amazonaws.com)</translation>
    </message>
    <message>
        <source>Trimmed from the stream, which keeps records 24 hours; the item&apos;s history still has this change</source>
        <translation>Aus dem Stream entfernt, der Datensätze 24 Stunden aufbewahrt; der Verlauf des Elements enthält diese Änderung noch</translation>
    </message>
    <message>
        <source>The stream trimmed this record: it keeps records 24 hours, and a consumer that had not read it by then never will. The item&apos;s history still has the change.</source>
        <translation>Der Stream hat diesen Datensatz entfernt: Er bewahrt Datensätze 24 Stunden auf, und ein Verbraucher, der ihn bis dahin nicht gelesen hatte, wird ihn nie lesen. Der Verlauf des Elements enthält die Änderung noch.</translation>
    </message>
    <message>
        <source>trimmed</source>
        <translation>entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n older change(s) trimmed (a stream keeps records 24 hours), shown from the items&apos; history</source>
        <translation>
            <numerusform>%n ältere Änderung entfernt (ein Stream bewahrt Datensätze 24 Stunden auf), aus dem Verlauf der Elemente gezeigt</numerusform>
            <numerusform>%n ältere Änderungen entfernt (ein Stream bewahrt Datensätze 24 Stunden auf), aus dem Verlauf der Elemente gezeigt</numerusform>
        </translation>
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
        <source>Sho&amp;w:</source>
        <translation>A&amp;nzeigen:</translation>
    </message>
    <message>
        <source>%1 · as of %2: the records made until then</source>
        <translation>%1 · Stand %2: die bis dahin entstandenen Datensätze</translation>
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
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation>Tags: %1</translation>
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
        <source>Deletions: none yet</source>
        <translation>Löschungen: noch keine</translation>
    </message>
    <message>
        <source>By TTL</source>
        <translation>Durch TTL</translation>
    </message>
    <message>
        <source>By a user</source>
        <translation>Durch einen Benutzer</translation>
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
    <message>
        <source>Capacity used per minute</source>
        <translation>Verbrauchte Kapazität pro Minute</translation>
    </message>
    <message>
        <source>Capacity used per 5 minutes</source>
        <translation>Verbrauchte Kapazität pro 5 Minuten</translation>
    </message>
    <message>
        <source>Capacity used per 15 minutes</source>
        <translation>Verbrauchte Kapazität pro 15 Minuten</translation>
    </message>
    <message>
        <source>Capacity used per 30 minutes</source>
        <translation>Verbrauchte Kapazität pro 30 Minuten</translation>
    </message>
    <message>
        <source>Capacity used per hour</source>
        <translation>Verbrauchte Kapazität pro Stunde</translation>
    </message>
    <message>
        <source>Capacity used per 3 hours</source>
        <translation>Verbrauchte Kapazität pro 3 Stunden</translation>
    </message>
    <message>
        <source>Capacity used per 6 hours</source>
        <translation>Verbrauchte Kapazität pro 6 Stunden</translation>
    </message>
    <message>
        <source>Capacity used per 12 hours</source>
        <translation>Verbrauchte Kapazität pro 12 Stunden</translation>
    </message>
    <message>
        <source>Capacity used per day</source>
        <translation>Verbrauchte Kapazität pro Tag</translation>
    </message>
    <message>
        <source>Capacity used per week</source>
        <translation>Verbrauchte Kapazität pro Woche</translation>
    </message>
    <message>
        <source>The totals the table&apos;s aggregator consumers keep in their stats items, read from each stats item&apos;s history.</source>
        <translation>Die Summen, die die Aggregator-Verbraucher der Tabelle in ihren Statistik-Elementen führen, gelesen aus dem Verlauf jedes Statistik-Elements.</translation>
    </message>
    <message>
        <source>Read and write capacity units the table&apos;s calls consumed, summed per period of the workspace clock. Counted since the workspace was opened; TTL deletes consume none.</source>
        <translation>Lese- und Schreibkapazitätseinheiten, die die Aufrufe der Tabelle verbraucht haben, summiert je Zeitraum nach der Uhr des Arbeitsbereichs. Gezählt seit dem Öffnen des Arbeitsbereichs; TTL-Löschungen verbrauchen keine.</translation>
    </message>
    <message>
        <source>Deletions and sweeper lag</source>
        <translation>Löschungen und Sweeper-Verzögerung</translation>
    </message>
    <message>
        <source>Aggregates</source>
        <translation>Aggregate</translation>
    </message>
    <message>
        <source>Capacity used</source>
        <translation>Verbrauchte Kapazität</translation>
    </message>
    <message>
        <source>Aggregates: %1</source>
        <translation>Aggregate: %1</translation>
    </message>
    <message>
        <source>Aggregates: the table has no aggregator consumer</source>
        <translation>Aggregate: Die Tabelle hat keinen Aggregator-Verbraucher</translation>
    </message>
    <message>
        <source>Aggregates: no totals written yet</source>
        <translation>Aggregate: noch keine Summen geschrieben</translation>
    </message>
    <message>
        <source>Totals of %1: none yet</source>
        <translation>Summen von %1: noch keine</translation>
    </message>
    <message>
        <source>Totals of %1: %2</source>
        <translation>Summen von %1: %2</translation>
    </message>
    <message>
        <source>Totals of the first %1 of %2 groups</source>
        <translation>Summen der ersten %1 von %2 Gruppen</translation>
    </message>
    <message>
        <source>Totals of %1 groups</source>
        <translation>Summen von %1 Gruppen</translation>
    </message>
    <message>
        <source>Read units (RCU)</source>
        <translation>Leseeinheiten (RCU)</translation>
    </message>
    <message>
        <source>Write units (WCU)</source>
        <translation>Schreibeinheiten (WCU)</translation>
    </message>
    <message>
        <source>Capacity used: %1</source>
        <translation>Verbrauchte Kapazität: %1</translation>
    </message>
    <message>
        <source>Capacity used: none in view</source>
        <translation>Verbrauchte Kapazität: keine im sichtbaren Bereich</translation>
    </message>
    <message>
        <source>%1: %2 and %3 in view</source>
        <translation>%1: %2 und %3 im sichtbaren Bereich</translation>
    </message>
    <message>
        <source>%1 read units (RCU)</source>
        <translation>%1 Leseeinheiten (RCU)</translation>
    </message>
    <message>
        <source>%1 write units (WCU)</source>
        <translation>%1 Schreibeinheiten (WCU)</translation>
    </message>
</context>
<context>
    <name>lw::TimelinePane</name>
    <message>
        <source>The timeline shows tables of up to %1 items; %2 has %3</source>
        <translation>Die Zeitleiste zeigt Tabellen mit bis zu %1 Elementen; %2 hat %3</translation>
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
    <message>
        <source>Fit this item&apos;s life</source>
        <translation>Leben dieses Elements einpassen</translation>
    </message>
    <message>
        <source>Keep every lane in view</source>
        <translation>Alle Spuren im Blick behalten</translation>
    </message>
    <message>
        <source>TTL being enabled</source>
        <translation>TTL wird aktiviert</translation>
    </message>
    <message>
        <source>%1 sent %2 at %3</source>
        <translation>%1 sandte %2 um %3</translation>
    </message>
    <message>
        <source>%1 sent %2 at %3: refused, %4</source>
        <translation>%1 sandte %2 um %3: abgelehnt, %4</translation>
    </message>
    <message>
        <source>Written before it was read: the table keeps no history of its items</source>
        <translation>Vor dem Lesen geschrieben: Die Tabelle führt keinen Verlauf ihrer Elemente</translation>
    </message>
    <message>
        <source>Time unknown (no history)</source>
        <translation>Zeit unbekannt (kein Verlauf)</translation>
    </message>
</context>
<context>
    <name>lw::UndoableCall</name>
    <message>
        <source>Change consumer %1</source>
        <translation>Verbraucher %1 ändern</translation>
    </message>
    <message>
        <source>Create table %1</source>
        <translation>Tabelle %1 erstellen</translation>
    </message>
    <message>
        <source>Add consumer %1</source>
        <translation>Verbraucher %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete consumer %1</source>
        <translation>Verbraucher %1 löschen</translation>
    </message>
    <message>
        <source>Change the TTL of %1</source>
        <translation>TTL von %1 ändern</translation>
    </message>
</context>
<context>
    <name>lw::UploadTableDialog</name>
    <message>
        <source>Upload Table to Endpoint</source>
        <translation>Tabelle zu Endpunkt hochladen</translation>
    </message>
    <message>
        <source>the same name</source>
        <translation>derselbe Name</translation>
    </message>
    <message>
        <source>The remote table is made with this one&apos;s keys, indexes, stream and TTL, then every item is written, consuming its write capacity. Into an empty table only: one that holds items is refused before anything is written.</source>
        <translation>Die entfernte Tabelle wird mit Schlüsseln, Indizes, Stream und TTL dieser angelegt, dann wird jedes Item geschrieben, was ihre Schreibkapazität verbraucht. Nur in eine leere Tabelle: Eine, die Items enthält, wird abgelehnt, bevor etwas geschrieben wird.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>&amp;Name there:</source>
        <translation>&amp;Name dort:</translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation>&amp;Hochladen</translation>
    </message>
    <message>
        <source>The workspace has no table to upload</source>
        <translation>Der Arbeitsbereich hat keine Tabelle zum Hochladen</translation>
    </message>
    <message>
        <source>No endpoint is saved yet: connect to one first (File ▸ Connect to Endpoint…)</source>
        <translation>Noch kein Endpunkt gespeichert: Verbinden Sie sich zuerst mit einem (Datei ▸ Mit Endpunkt verbinden…)</translation>
    </message>
</context>
<context>
    <name>lw::WarningBox</name>
    <message>
        <source>Lifecycle Workbench</source>
        <translation>Lifecycle Workbench</translation>
    </message>
</context>
<context>
    <name>lw::WelcomeDialog</name>
    <message>
        <source>Welcome to Lifecycle Workbench</source>
        <translation>Willkommen bei Lifecycle Workbench</translation>
    </message>
    <message>
        <source>Lifecycle Workbench</source>
        <translation>Lifecycle Workbench</translation>
    </message>
    <message>
        <source>Watch DynamoDB data live and die: items, indexes, TTL, streams and the archive, on a clock you control.</source>
        <translation>Zusehen, wie DynamoDB-Daten leben und sterben: Elemente, Indizes, TTL, Streams und das Archiv, nach einer selbst gesteuerten Uhr.</translation>
    </message>
    <message>
        <source>&amp;Show this welcome at start</source>
        <translation>Diese Begrüßung beim Start &amp;zeigen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiterarbeiten</translation>
    </message>
    <message>
        <source>&amp;Empty workspace</source>
        <translation>&amp;Leerer Arbeitsbereich</translation>
    </message>
    <message>
        <source>A new workspace with no tables, its clock at now</source>
        <translation>Ein neuer Arbeitsbereich ohne Tabellen, die Uhr auf die aktuelle Zeit gestellt</translation>
    </message>
    <message>
        <source>&amp;Open a workspace…</source>
        <translation>Arbeitsbereich ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>A workspace folder you or someone else made</source>
        <translation>Ein Arbeitsbereichsordner, selbst angelegt oder von jemand anderem</translation>
    </message>
    <message>
        <source>Recent workspaces:</source>
        <translation>Zuletzt verwendete Arbeitsbereiche:</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Each lesson runs on a fresh workspace of its own, step by step, with the narration beside the panes.</source>
        <translation>Jede Lektion läuft Schritt für Schritt in einem eigenen, frischen Arbeitsbereich, mit den Erläuterungen neben den Bereichen.</translation>
    </message>
    <message>
        <source>&amp;Begin lesson</source>
        <translation>Lektion &amp;beginnen</translation>
    </message>
    <message>
        <source>No lessons are built in.</source>
        <translation>Keine Lektionen eingebaut.</translation>
    </message>
    <message>
        <source>Open a Workspace Folder</source>
        <translation>Arbeitsbereichsordner öffnen</translation>
    </message>
    <message>
        <source>Open a &amp;bundle…</source>
        <translation>&amp;Bündel öffnen…</translation>
    </message>
    <message>
        <source>A scenario bundle (.zip), as a new workspace</source>
        <translation>Ein Szenario-Bündel (.zip) als neuer Arbeitsbereich</translation>
    </message>
    <message>
        <source>Open a Scenario Bundle</source>
        <translation>Ein Szenario-Bündel öffnen</translation>
    </message>
    <message>
        <source>Scenario bundles (*.zip)</source>
        <translation>Szenario-Bündel (*.zip)</translation>
    </message>
    <message>
        <source>%1 · read only</source>
        <translation>%1 · nur lesen</translation>
    </message>
    <message>
        <source>Co&amp;nnect to an endpoint…</source>
        <translation>Mit einem Endpunkt &amp;verbinden…</translation>
    </message>
    <message>
        <source>DynamoDB on AWS, DynamoDB Local, ScyllaDB Alternator, another lwb serve</source>
        <translation>DynamoDB bei AWS, DynamoDB Local, ScyllaDB Alternator, ein anderes lwb serve</translation>
    </message>
    <message>
        <source>Saved connections:</source>
        <translation>Gespeicherte Verbindungen:</translation>
    </message>
    <message>
        <source>%1 — Enter connects, Delete forgets it</source>
        <translation>%1 — Eingabe verbindet, Entf vergisst sie</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>Ver&amp;gessen</translation>
    </message>
    <message>
        <source>Forget Connection</source>
        <translation>Verbindung vergessen</translation>
    </message>
    <message>
        <source>Forget the connection %1? Keys typed for it are removed from the keychain.</source>
        <translation>Die Verbindung %1 vergessen? Für sie eingegebene Schlüssel werden aus dem Schlüsselbund entfernt.</translation>
    </message>
    <message>
        <source>The connection %1 is forgotten, but its keys could not be removed from the keychain: %2</source>
        <translation>Die Verbindung %1 ist vergessen, aber ihre Schlüssel konnten nicht aus dem Schlüsselbund entfernt werden: %2</translation>
    </message>
</context>
<context>
    <name>lw::WindowHelp</name>
    <message>
        <source>The items of the table or index selected on the left, as a Scan reads them, a page at a time as you scroll. Click a header to sort the loaded rows, type in Filter to show only rows containing the text. Right-click an item to soft-delete, restore, delete it or copy it as JSON; select one to edit it in the inspector.</source>
        <translation>Die Elemente der links gewählten Tabelle oder des Index, wie ein Scan sie liest, seitenweise beim Blättern. Ein Klick auf eine Spaltenüberschrift sortiert die geladenen Zeilen; ein Text unter „Filter“ zeigt nur die Zeilen, die ihn enthalten. Mit der rechten Maustaste lässt sich ein Element vorläufig löschen, wiederherstellen, löschen oder als JSON kopieren; ein gewähltes Element bearbeiten Sie im Inspektor.</translation>
    </message>
    <message>
        <source>Every table of the workspace with its indexes, key schema and item count. Select one to show its items. Right-click a table to delete it, switch its TTL or stream, or add or remove a global secondary index.</source>
        <translation>Jede Tabelle des Arbeitsbereichs mit ihren Indizes, ihrem Schlüsselschema und der Zahl ihrer Elemente. Wählen Sie eine, um ihre Elemente zu sehen. Mit der rechten Maustaste lässt sich eine Tabelle löschen, ihr TTL oder Stream umschalten oder ein globaler sekundärer Index hinzufügen oder entfernen.</translation>
    </message>
    <message>
        <source>The selected item, attribute by attribute, with its DynamoDB type. Edit values in place, then Save (PutItem) or Delete (DeleteItem); every write can be undone with Ctrl+Z.</source>
        <translation>Das gewählte Element, Attribut für Attribut, mit seinem DynamoDB-Typ. Bearbeiten Sie die Werte direkt, dann Speichern (PutItem) oder Löschen (DeleteItem); jeder Schreibvorgang lässt sich mit Strg+Z rückgängig machen.</translation>
    </message>
    <message>
        <source>The lesson being played: what to tell the class, and what each step did. Step runs the next step, Back undoes the last one, Play runs them one after another. Every pane follows the steps.</source>
        <translation>Die laufende Lektion: was Sie der Klasse sagen, und was jeder Schritt getan hat. „Weiter“ führt den nächsten Schritt aus, „Zurück“ nimmt den letzten zurück, „Abspielen“ führt sie nacheinander aus. Jeder Bereich folgt den Schritten.</translation>
    </message>
    <message>
        <source>Timeline: zoom in, out</source>
        <translation>Zeitleiste: vergrößern, verkleinern</translation>
    </message>
    <message>
        <source>Timeline: zoom to fit</source>
        <translation>Zeitleiste: einpassen</translation>
    </message>
    <message>
        <source>Timeline: move the handle (a tick, ten ticks)</source>
        <translation>Zeitleiste: Griff bewegen (ein Teilstrich, zehn Teilstriche)</translation>
    </message>
    <message>
        <source>← →, Shift+← →</source>
        <translation>← →, Umschalt+← →</translation>
    </message>
    <message>
        <source>Timeline: first event, now</source>
        <translation>Zeitleiste: erstes Ereignis, Gegenwart</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Lifecycle Workbench %1&lt;/h2&gt;&lt;p&gt;A workbench for teaching how DynamoDB data lives and dies: TTL expiry, streams, soft deletes and archival, on a local engine.&lt;/p&gt;&lt;p&gt;© 2026 The Lifecycle Workbench developers. All rights reserved.&lt;/p&gt;&lt;p&gt;Built with these libraries, each under its own licence:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 — GNU LGPL version 3&lt;/li&gt;&lt;li&gt;LMDB — OpenLDAP Public License 2.8&lt;/li&gt;&lt;li&gt;QuaZip — GNU LGPL version 2.1 with the static linking exception&lt;/li&gt;&lt;li&gt;zlib — zlib licence&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Lifecycle Workbench %1&lt;/h2&gt;&lt;p&gt;Eine Werkbank, um zu lehren, wie DynamoDB-Daten leben und sterben: TTL-Ablauf, Streams, vorläufiges Löschen und Archivierung, auf einer lokalen Engine.&lt;/p&gt;&lt;p&gt;© 2026 Die Entwickler von Lifecycle Workbench. Alle Rechte vorbehalten.&lt;/p&gt;&lt;p&gt;Erstellt mit diesen Bibliotheken, jede unter ihrer eigenen Lizenz:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 — GNU LGPL Version 3&lt;/li&gt;&lt;li&gt;LMDB — OpenLDAP Public License 2.8&lt;/li&gt;&lt;li&gt;QuaZip — GNU LGPL Version 2.1 mit der Ausnahme für statisches Linken&lt;/li&gt;&lt;li&gt;zlib — zlib-Lizenz&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About Lifecycle Workbench</source>
        <translation>Über Lifecycle Workbench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Teaching with the workbench&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Start a lesson.&lt;/b&gt; The welcome window at start offers the built-in lessons (or start with &lt;tt&gt;lifecycle-workbench --lesson 30&lt;/tt&gt;). A lesson runs on a workspace of its own: nothing you do in it touches your other workspaces. The Lesson pane on the right says what to tell the class.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Step through it.&lt;/b&gt; Step runs the next step, Back takes the last one back, Play runs the rest one after another. Lesson ▸ Restart Lesson starts again.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Show what happened.&lt;/b&gt; The Timeline draws each item&apos;s life from creation to deletion or expiry and keeps every lane in view as the lesson goes on (until you zoom: 0 follows again; right-click a lane to fit that item&apos;s life); Stream records list every change; the Archive bucket holds what the archiver kept. Ctrl+1 … Ctrl+9 bring the bottom panes to the front, F1 explains the pane you are in.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Move the clock.&lt;/b&gt; The clock bar on top advances time (TTL expiry is deleted by the sweeper, not at once) and views the past: the past is read-only until Back to Now.&lt;/p&gt;&lt;p&gt;&lt;b&gt;On a projector.&lt;/b&gt; View ▸ Zoom In (Ctrl++) makes every text, lane and chart larger; F11 fills the screen; View ▸ Maximise Pane (Ctrl+Shift+M) gives the pane you are in the whole window, and gives the others back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Change things by hand.&lt;/b&gt; Right-click a table to delete it, switch its stream or TTL or add an index; right-click an item to soft-delete, restore, delete it or copy it as JSON. Edit ▸ Undo takes any of it back.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Unterrichten mit der Workbench&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Eine Lektion beginnen.&lt;/b&gt; Das Begrüßungsfenster beim Start bietet die eingebauten Lektionen an (oder starten Sie mit &lt;tt&gt;lifecycle-workbench --lesson 30&lt;/tt&gt;). Eine Lektion läuft in einem eigenen Arbeitsbereich: Nichts, was Sie darin tun, berührt Ihre anderen Arbeitsbereiche. Der Bereich „Lektion“ rechts sagt, was Sie der Klasse erzählen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schritt für Schritt.&lt;/b&gt; „Weiter“ führt den nächsten Schritt aus, „Zurück“ nimmt den letzten zurück, „Abspielen“ führt den Rest nacheinander aus. Lektion ▸ Lektion neu beginnen fängt von vorn an.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zeigen, was geschah.&lt;/b&gt; Die Zeitleiste zeichnet das Leben jedes Elements von der Erstellung bis zur Löschung oder zum Ablauf und behält im Lauf der Lektion alle Spuren im Blick (bis Sie selbst zoomen: 0 folgt wieder; ein Rechtsklick auf eine Spur passt das Leben dieses Elements ein); die Stream-Datensätze listen jede Änderung; der Archiv-Bucket enthält, was der Archivierer aufbewahrt hat. Strg+1 … Strg+9 holen die unteren Bereiche nach vorn, F1 erklärt den Bereich, in dem Sie gerade sind.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Uhr bewegen.&lt;/b&gt; Die Uhrenleiste oben stellt die Zeit vor (abgelaufene Elemente löscht der Sweeper, nicht sofort) und zeigt die Vergangenheit: Sie ist schreibgeschützt bis „Zurück zur Gegenwart“.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Am Projektor.&lt;/b&gt; Ansicht ▸ Vergrößern (Strg++) macht alle Texte, Spuren und Diagramme größer; F11 füllt den Bildschirm; Ansicht ▸ Bereich maximieren (Strg+Umschalt+M) gibt dem Bereich, in dem Sie sind, das ganze Fenster und stellt die anderen danach wieder her.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Von Hand ändern.&lt;/b&gt; Mit der rechten Maustaste auf einer Tabelle löschen Sie sie, schalten ihren Stream oder TTL um oder fügen einen Index hinzu; auf einem Element löschen Sie es vorläufig, stellen es wieder her, löschen es oder kopieren es als JSON. Bearbeiten ▸ Rückgängig nimmt all das zurück.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>lw::WorkloadDialog</name>
    <message>
        <source>Run workload</source>
        <translation>Last erzeugen</translation>
    </message>
    <message>
        <source>What a Query reads: the table, or one of its indexes</source>
        <translation>Was eine Query liest: die Tabelle oder einen ihrer Indizes</translation>
    </message>
    <message>
        <source> requests a second</source>
        <translation> Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source> s of sim time</source>
        <translation> s simulierte Zeit</translation>
    </message>
    <message>
        <source>One hot key</source>
        <translation>Ein heißer Schlüssel</translation>
    </message>
    <message>
        <source>A few values</source>
        <translation>Wenige Werte</translation>
    </message>
    <message>
        <source>Today&apos;s date</source>
        <translation>Das heutige Datum</translation>
    </message>
    <message>
        <source>Today&apos;s date, sharded (date#1..N)</source>
        <translation>Das heutige Datum, aufgeteilt (Datum#1..N)</translation>
    </message>
    <message>
        <source>Random ids</source>
        <translation>Zufällige IDs</translation>
    </message>
    <message>
        <source>Zipf: a few keys take most requests</source>
        <translation>Zipf: wenige Schlüssel bekommen die meisten Anfragen</translation>
    </message>
    <message>
        <source>A new key for every request</source>
        <translation>Ein neuer Schlüssel für jede Anfrage</translation>
    </message>
    <message>
        <source>How each request&apos;s partition key is drawn</source>
        <translation>Wie der Partitionsschlüssel jeder Anfrage gezogen wird</translation>
    </message>
    <message>
        <source>e.g. {&quot;firmware&quot;: {&quot;pattern&quot;: &quot;values&quot;, &quot;values&quot;: [&quot;2.1&quot;, &quot;2.0&quot;]}}</source>
        <translation>z.&#xa0;B. {&quot;firmware&quot;: {&quot;pattern&quot;: &quot;values&quot;, &quot;values&quot;: [&quot;2.1&quot;, &quot;2.0&quot;]}}</translation>
    </message>
    <message>
        <source>Other attributes, each drawn by a pattern as the key is (JSON, as a scenario step writes it): a GSI&apos;s key, a sort key</source>
        <translation>Weitere Attribute, jedes nach einem Muster gezogen wie der Schlüssel (JSON, wie ein Szenario-Schritt es schreibt): der Schlüssel eines GSI, ein Sortierschlüssel</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> Bytes</translation>
    </message>
    <message>
        <source>About how large each written item is: it decides the write units</source>
        <translation>Wie groß jedes geschriebene Element etwa ist: Das bestimmt die Schreib-Einheiten</translation>
    </message>
    <message>
        <source>As the AWS SDKs do (backoff with jitter)</source>
        <translation>Wie die AWS-SDKs (Backoff mit Jitter)</translation>
    </message>
    <message>
        <source>Never: a throttled request is dropped</source>
        <translation>Nie: Eine gedrosselte Anfrage wird verworfen</translation>
    </message>
    <message>
        <source>The same seed draws the same keys and the same retry delays</source>
        <translation>Derselbe Startwert zieht dieselben Schlüssel und dieselben Wartezeiten</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Aktion:</translation>
    </message>
    <message>
        <source>&amp;Index:</source>
        <translation>&amp;Index:</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Rate:</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Partition keys:</source>
        <translation>&amp;Partitionsschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Other attributes:</source>
        <translation>Weitere Attribute (&amp;O):</translation>
    </message>
    <message>
        <source>Item si&amp;ze:</source>
        <translation>Elementgrö&amp;ße:</translation>
    </message>
    <message>
        <source>R&amp;etries:</source>
        <translation>Wi&amp;ederholungen:</translation>
    </message>
    <message>
        <source>&amp;Copy as Step</source>
        <translation>Als S&amp;chritt kopieren</translation>
    </message>
    <message>
        <source>Put this workload on the clipboard as a scenario step</source>
        <translation>Diese Last als Szenario-Schritt in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>Comma separated, each drawn as often as the others: repeat a value to draw it more often</source>
        <translation>Durch Kommas getrennt, jeder so oft gezogen wie die anderen: Einen Wert wiederholen, um ihn öfter zu ziehen</translation>
    </message>
    <message>
        <source>Each request uses the date of its sim day (YYYY-MM-DD, UTC): the key every writer shares at the same moment</source>
        <translation>Jede Anfrage nutzt das Datum ihres simulierten Tages (JJJJ-MM-TT, UTC): der Schlüssel, den alle Schreiber im selben Moment teilen</translation>
    </message>
    <message>
        <source>1 to </source>
        <translation>1 bis </translation>
    </message>
    <message>
        <source> ids</source>
        <translation> IDs</translation>
    </message>
    <message>
        <source> keys</source>
        <translation> Schlüssel</translation>
    </message>
    <message>
        <source>The larger, the more the first keys take</source>
        <translation>Je größer, desto mehr bekommen die ersten Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Werte:</translation>
    </message>
    <message>
        <source>There is no table yet: create one first (File ▸ New Table…).</source>
        <translation>Es gibt noch keine Tabelle: Legen Sie zuerst eine an (Datei ▸ Neue Tabelle…).</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Die Tabelle</translation>
    </message>
    <message>
        <source>%1 %2 a second for %3 s: %4 requests, more with retries; the clock moves %3 s on.</source>
        <translation>%1 × %2 pro Sekunde für %3 s: %4 Anfragen, mit Wiederholungen mehr; die Uhr rückt %3 s vor.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Hot &amp;key:</source>
        <translation>&amp;Heißer Schlüssel:</translation>
    </message>
    <message>
        <source>S&amp;hards:</source>
        <translation>Tei&amp;le:</translation>
    </message>
    <message>
        <source>Id pre&amp;fix:</source>
        <translation>ID-Prä&amp;fix:</translation>
    </message>
    <message>
        <source>&amp;Number of ids:</source>
        <translation>A&amp;nzahl IDs:</translation>
    </message>
    <message>
        <source>Key prefi&amp;x:</source>
        <translation>Schlüssel-Präfi&amp;x:</translation>
    </message>
    <message>
        <source>Num&amp;ber of keys:</source>
        <translation>Anzahl Schl&amp;üssel:</translation>
    </message>
    <message>
        <source>Ske&amp;w (exponent):</source>
        <translation>&amp;Gewichtung (Exponent):</translation>
    </message>
    <message>
        <source>Ke&amp;y prefix:</source>
        <translation>&amp;Beginn jedes Schlüssels:</translation>
    </message>
</context>
<context>
    <name>lw::WorkspaceName</name>
    <message>
        <source>Default workspace</source>
        <translation>Standard-Arbeitsbereich</translation>
    </message>
</context>
</TS>
