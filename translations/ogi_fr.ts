<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>DiagramExport</name>
    <message>
        <source>no pieces in hand</source>
        <translation>aucune pièce en main</translation>
    </message>
    <message>
        <source>Ōgi position</source>
        <translation>Position d’Ōgi</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>au trait</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid Ōgi record:
%2</source>
        <translation>%1 n’est pas un fichier de partie d’Ōgi valide&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a text file, so it cannot be an Ōgi record.</source>
        <translation>%1 n’est pas un fichier texte&#xa0;: ce ne peut pas être une partie d’Ōgi.</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Computer, level %1</source>
        <translation>Ordinateur, niveau %1</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>Even game</source>
        <translation>Partie sans avantage</translation>
    </message>
    <message>
        <source>Bishop promoted (+B)</source>
        <translation>Fou promu (+B)</translation>
    </message>
    <message>
        <source>Rook promoted (+R)</source>
        <translation>Tour promue (+R)</translation>
    </message>
    <message>
        <source>Rook and Bishop promoted (+R +B)</source>
        <translation>Tour et Fou promus (+R +B)</translation>
    </message>
    <message>
        <source>Rook, Bishop and Princess promoted (+R +B +I)</source>
        <translation>Tour, Fou et Princesse promus (+R +B +I)</translation>
    </message>
    <message>
        <source>Rook, Bishop, Princess and Silvers promoted (+R +B +I +S +S)</source>
        <translation>Tour, Fou, Princesse et Généraux d’Argent promus (+R +B +I +S +S)</translation>
    </message>
    <message>
        <source>Every piece but the King and the Pawns promoted</source>
        <translation>Toutes les pièces promues, sauf le Roi et les Pions</translation>
    </message>
    <message>
        <source>Custom: the pieces ticked below</source>
        <translation>Personnalisé&#xa0;: les pièces choisies ci-dessous</translation>
    </message>
    <message>
        <source>Princess</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Princesse</translation>
    </message>
    <message>
        <source>Rook</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Bishop</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Silver</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Général d’Argent</translation>
    </message>
    <message>
        <source>Knight</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Lance</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Lance</translation>
    </message>
    <message>
        <source>Pawn</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Pion</translation>
    </message>
    <message>
        <source>King</source>
        <comment>a piece in a handicap&apos;s name</comment>
        <translation>Roi</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <comment>a handicap&apos;s tag, such as +R +L</comment>
        <translation>%1 (personnalisé)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>a piece and how many of it</comment>
        <translation>%1&#xa0;×%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two pieces of a handicap&apos;s name, more follow</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two pieces of a handicap&apos;s name</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 promoted (custom)</source>
        <comment>the pieces of a handicap that is no preset</comment>
        <translation>%1 (promotion personnalisée)</translation>
    </message>
</context>
<context>
    <name>PositionCheck</name>
    <message>
        <source>Sente has no King.</source>
        <translation>Sente n’a pas de Roi.</translation>
    </message>
    <message>
        <source>Gote has no King.</source>
        <translation>Gote n’a pas de Roi.</translation>
    </message>
    <message>
        <source>Sente has %1 Kings; each side has exactly one.</source>
        <translation>Sente a %1 Rois&#xa0;; chaque camp en a exactement un.</translation>
    </message>
    <message>
        <source>Gote has %1 Kings; each side has exactly one.</source>
        <translation>Gote a %1 Rois&#xa0;; chaque camp en a exactement un.</translation>
    </message>
    <message>
        <source>There are %1 pieces of type %2; the game has only %3.</source>
        <translation>Il y a %1&#xa0;pièces de type %2&#xa0;; le jeu n’en compte que %3.</translation>
    </message>
    <message>
        <source>The unpromoted %1 of %2 on %3 could never move.</source>
        <translation>En %3, la pièce de %2 (%1) ne pourrait plus jamais bouger sans être promue.</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>%1 min</source>
        <translation>%L1&#xa0;min</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>%1 + %2 s byoyomi</source>
        <translation>%1 + byoyomi de %2&#xa0;s</translation>
    </message>
    <message>
        <source>%1 + %2 s per move</source>
        <translation>%1 + %2&#xa0;s par coup</translation>
    </message>
</context>
<context>
    <name>TypedMove</name>
    <message>
        <source>%1 is not a move: write it like %2, %3 or %4.</source>
        <translation>%1 n’est pas un coup&#xa0;: écrivez-le comme %2, %3 ou %4.</translation>
    </message>
    <message>
        <source>Type a move, for example Pc3-c4, c3c4 or N*e4.</source>
        <translation>Saisissez un coup, par exemple Pc3-c4, c3c4 ou N*e4.</translation>
    </message>
    <message>
        <source>%1 looks like shogi coordinates. In Ōgi, files are the letters a–h, from left to right as Sente sees the board, and ranks are the numbers 1–8, from Sente&apos;s side: for example Pc3-c4, or just c4.</source>
        <translation>%1 ressemble à des coordonnées de shōgi. À l’Ōgi, les colonnes sont les lettres a à h, de gauche à droite vues du côté de Sente, et les rangées les chiffres 1 à 8, à partir du côté de Sente&#xa0;: par exemple Pc3-c4, ou simplement c4.</translation>
    </message>
    <message>
        <source>%1: 同 stands for the square of the last move, and no move has been played yet.</source>
        <translation>%1&#xa0;: 同 désigne la case du dernier coup, mais aucun coup n’a encore été joué.</translation>
    </message>
    <message>
        <source>No legal move matches %1.</source>
        <translation>Aucun coup légal ne correspond à %1.</translation>
    </message>
    <message>
        <source>%1 is ambiguous: it could be %2.</source>
        <translation>%1 est ambigu&#xa0;: il peut s’agir de %2.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play Ōgi.</source>
        <translation>Jouer à Ōgi.</translation>
    </message>
    <message>
        <source>record</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>A game record (.ogn) to open.</source>
        <translation>Fichier de partie (.ogn) à ouvrir.</translation>
    </message>
    <message>
        <source>[record.ogn]</source>
        <translation>[partie.ogn]</translation>
    </message>
    <message>
        <source>Ōgi</source>
        <comment>the program&apos;s name after window titles</comment>
        <translation>Ōgi</translation>
    </message>
</context>
<context>
    <name>ogi::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>How many of the best moves the computer follows</source>
        <translation>Nombre de meilleurs coups que l’ordinateur étudie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Éval.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Prof.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Analysis lines</source>
        <translation>Variantes de l’analyse</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>A line goes into the game as a variation once the computer is stopped: step back through the game, or use Stop.</source>
        <translation>Une variante ne s’ajoute à la partie qu’une fois l’ordinateur arrêté&#xa0;: revenez en arrière dans la partie, ou cliquez sur «&#xa0;Arrêter&#xa0;».</translation>
    </message>
    <message>
        <source>Li&amp;nes:</source>
        <translation>&amp;Variantes&#xa0;:</translation>
    </message>
    <message>
        <source>Eng&amp;ine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>The engine that analyses: the built-in one, or one added in Settings ▸ Engines…</source>
        <translation>Le moteur qui analyse&#xa0;: celui du programme, ou un moteur ajouté dans Configuration ▸ Moteurs…</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Moteur d’analyse</translation>
    </message>
    <message>
        <source>Ōgi (built-in)</source>
        <translation>Ōgi (intégré)</translation>
    </message>
    <message>
        <source>%1
Choose another engine, or turn the live analysis off and on to start it again.</source>
        <translation>%1
Choisissez un autre moteur, ou désactivez puis réactivez l’analyse en direct pour redémarrer ce moteur.</translation>
    </message>
    <message>
        <source>Paused while the computer analyses the game or finds a hint.</source>
        <translation>En pause pendant que l’ordinateur analyse la partie ou cherche un indice.</translation>
    </message>
    <message>
        <source>The game is over on the board (the King captured, or no move left): there is nothing to analyse.</source>
        <translation>La partie est finie sur le plateau (Roi capturé, ou plus aucun coup possible)&#xa0;: il n’y a rien à analyser.</translation>
    </message>
    <message>
        <source>The game ended here: step back a move to enter a line as a variation.</source>
        <translation>La partie s’est terminée ici&#xa0;: revenez d’un coup en arrière pour ajouter une suite comme variante.</translation>
    </message>
    <message>
        <source>Line preview</source>
        <translation>Aperçu de la variante</translation>
    </message>
    <message>
        <source>Chance</source>
        <comment>of winning</comment>
        <translation>Chances</translation>
    </message>
    <message>
        <source>The leading side&apos;s chance of winning, from how the engine&apos;s own games went from such scores</source>
        <translation>Chances de gain du camp qui mène, d’après l’issue des parties du moteur contre lui-même à partir d’évaluations semblables</translation>
    </message>
    <message>
        <source>Click a move to enter the line up to it as a variation; the lines hold still while the pointer is over them</source>
        <translation>Cliquez sur un coup pour ajouter la variante à la partie jusqu’à ce coup&#xa0;; les variantes restent figées tant que le pointeur les survole</translation>
    </message>
    <message>
        <source>%1 nodes a second</source>
        <translation>%1 nœuds par seconde</translation>
    </message>
</context>
<context>
    <name>ogi::BoardView</name>
    <message>
        <source>Pieces in hand of %1</source>
        <translation>Pièces en main de %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>side, piece</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>%1 (picked up)</source>
        <translation>%1 (pièce saisie)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>count × piece</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 (cannot be dropped)</source>
        <translation>%1 (parachutage impossible)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune pièce</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the pieces of a hand</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <source>Move cancelled: the click was outside the two choices.</source>
        <translation>Coup annulé&#xa0;: le clic est tombé hors des deux choix.</translation>
    </message>
    <message>
        <source>An unpromoted Pawn in hand can never be dropped; only a Pawn kept promoted through the King&apos;s privilege can.</source>
        <translation>Un Pion non promu en main ne peut jamais être parachuté&#xa0;; seul un Pion gardé promu grâce au fait du Roi peut l’être.</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour of an arrow or circle</comment>
        <translation>vert</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour of an arrow or circle</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour of an arrow or circle</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour of an arrow or circle</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>circle on %1 (%2)</source>
        <comment>square, colour</comment>
        <translation>cercle sur %1 (%2)</translation>
    </message>
    <message>
        <source>%1 in hand of %2</source>
        <comment>piece, side</comment>
        <translation>%1 en main de %2</translation>
    </message>
    <message>
        <source>arrow from %1 to %2 (%3)</source>
        <comment>from, to, colour</comment>
        <translation>flèche de %1 à %2 (%3)</translation>
    </message>
    <message>
        <source>On the board: %1.</source>
        <comment>the arrows and circles drawn</comment>
        <translation>Sur le plateau&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the arrows and circles described</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>%1, circled (%2)</source>
        <comment>square&apos;s description, colour</comment>
        <translation>%1, cercle (%2)</translation>
    </message>
    <message>
        <source>%1 (an arrow starts here)</source>
        <translation>%1 (une flèche part d’ici)</translation>
    </message>
    <message>
        <source>Arrows and circles drawn from the keyboard: %1</source>
        <translation>Couleur des flèches et des cercles tracés au clavier&#xa0;: %1</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <comment>colour of an arrow: the computer&apos;s suggestion</comment>
        <translation>de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>ogi::ClockWidget</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>clock period, time</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ogi::CommentPanel</name>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Écrivez un commentaire sur ce coup</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>Commentaire sur la partie</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Évaluation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Engine preferred: %1</source>
        <translation>Le moteur préférait&#xa0;: %1</translation>
    </message>
    <message>
        <source>Comment on %1 %2</source>
        <comment>move number, move</comment>
        <translation>Commentaire sur %1 %2</translation>
    </message>
</context>
<context>
    <name>ogi::DiagramDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>Exporter le diagramme</translation>
    </message>
    <message>
        <source>position.svg</source>
        <translation>position.svg</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petit</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 pixels)</source>
        <translation>%1 (%2&#xa0;×&#xa0;%3 pixels)</translation>
    </message>
    <message>
        <source>Mark the side to &amp;move</source>
        <translation>Indiquer le camp au &amp;trait</translation>
    </message>
    <message>
        <source>Mark the &amp;last move</source>
        <translation>Marquer le &amp;dernier coup</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>T&amp;aille&#xa0;:</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation>Image SVG (*.svg);;Image PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ogi::EngineLogWindow</name>
    <message>
        <source>Engine Log</source>
        <translation>Journal des moteurs</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Empty the log</source>
        <translation>Vider le journal</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected lines, or the whole log when none is selected</source>
        <translation>Copier les lignes sélectionnées, ou tout le journal si rien n’est sélectionné</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>Journal des moteurs</translation>
    </message>
    <message>
        <source>The lines exchanged with external engines, playing or analysing, appear here.</source>
        <translation>Les lignes échangées avec les moteurs externes, pendant une partie ou une analyse, s’affichent ici.</translation>
    </message>
    <message>
        <source>(not understood)</source>
        <extracomment>Marks a line of an engine&apos;s log that the program could not read.</extracomment>
        <translation>(non reconnue)</translation>
    </message>
    <message>
        <source>started %1</source>
        <extracomment>In the engine log: the engine&apos;s program was started from this file.</extracomment>
        <translation>lancement de %1</translation>
    </message>
</context>
<context>
    <name>ogi::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Add an engine that speaks the USI protocol, by its program file</source>
        <translation>Ajouter un moteur compatible avec le protocole USI, à partir de son fichier exécutable</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Ōgi (built-in)</source>
        <translation>Ōgi (intégré)</translation>
    </message>
    <message>
        <source>The engine of this program: it plays at the level chosen in New Game, from 1 to 10. It is always here.</source>
        <translation>Le moteur de ce programme&#xa0;: il joue au niveau choisi dans Nouvelle partie, de 1 à 10. Il est toujours disponible.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programme&#xa0;: %1</translation>
    </message>
    <message>
        <source>By %1. Program: %2</source>
        <translation>Auteur&#xa0;: %1. Programme&#xa0;: %2</translation>
    </message>
    <message>
        <source>This engine has no options.</source>
        <translation>Ce moteur n’a pas d’options.</translation>
    </message>
    <message>
        <source>Press at each start</source>
        <translation>Appuyer à chaque démarrage</translation>
    </message>
    <message>
        <source>Add an Engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Asking %1 who it is…</source>
        <translation>Interrogation de %1…</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hash table (MB)</source>
        <translation>Table de hachage (Mo)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Fils d’exécution</translation>
    </message>
    <message>
        <source>Candidate lines</source>
        <translation>Variantes candidates</translation>
    </message>
    <message>
        <source>Mate search: longest capture (moves)</source>
        <translation>Recherche de mat&#xa0;: longueur maximale (coups)</translation>
    </message>
    <message>
        <source>Mate search: checks only</source>
        <translation>Recherche de mat&#xa0;: échecs seulement</translation>
    </message>
    <message>
        <source>Evaluate with the neural network</source>
        <translation>Évaluer avec le réseau de neurones</translation>
    </message>
    <message>
        <source>Neural network file</source>
        <translation>Fichier du réseau de neurones</translation>
    </message>
    <message>
        <source>Engine option: %1</source>
        <translation>Option du moteur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ogi::EvalBar</name>
    <message>
        <source>No evaluation yet</source>
        <translation>Pas encore d’évaluation</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
</context>
<context>
    <name>ogi::EvalGraph</name>
    <message>
        <source>Evaluation from Sente&apos;s view; click to show a move</source>
        <translation>Évaluation du point de vue de Sente&#xa0;; cliquez pour afficher un coup</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Analyse the game to see its evaluation</source>
        <translation>Analysez la partie pour voir son évaluation</translation>
    </message>
    <message>
        <source>☗ Sente ahead (pawns)</source>
        <translation>☗ Sente mène (en pions)</translation>
    </message>
    <message>
        <source>☖ Gote ahead</source>
        <translation>☖ Gote mène</translation>
    </message>
    <message>
        <source>Ply %1</source>
        <translation>Demi-coup %1</translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation>Non évalué</translation>
    </message>
    <message>
        <source>☗ Sente&apos;s chance of winning</source>
        <translation>☗ Chances de gain de Sente</translation>
    </message>
    <message>
        <source>☖ Gote&apos;s chance of winning</source>
        <translation>☖ Chances de gain de Gote</translation>
    </message>
</context>
<context>
    <name>ogi::EvaluationText</name>
    <message>
        <source>☗ won</source>
        <comment>short evaluation: Sente won</comment>
        <translation>☗ a gagné</translation>
    </message>
    <message>
        <source>☖ won</source>
        <comment>short evaluation: Gote won</comment>
        <translation>☖ a gagné</translation>
    </message>
    <message>
        <source>☗ winning</source>
        <comment>short evaluation: Sente is winning</comment>
        <translation>☗ gagnant</translation>
    </message>
    <message>
        <source>☖ winning</source>
        <comment>short evaluation: Gote is winning</comment>
        <translation>☖ gagnant</translation>
    </message>
    <message>
        <source>Sente has captured the King</source>
        <translation>Sente a capturé le Roi</translation>
    </message>
    <message>
        <source>Gote has captured the King</source>
        <translation>Gote a capturé le Roi</translation>
    </message>
    <message>
        <source>Sente is winning</source>
        <translation>Sente a une position gagnante</translation>
    </message>
    <message>
        <source>Gote is winning</source>
        <translation>Gote a une position gagnante</translation>
    </message>
    <message>
        <source>Even</source>
        <comment>evaluation</comment>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Sente is ahead by %1</source>
        <translation>Sente mène de %1</translation>
    </message>
    <message>
        <source>Gote is ahead by %1</source>
        <translation>Gote mène de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 pawns</source>
        <comment>an amount of pawns with one decimal</comment>
        <translation>
            <numerusform>%1&#xa0;pion</numerusform>
            <numerusform>%1&#xa0;pions</numerusform>
        </translation>
    </message>
    <message>
        <source>☗ mate</source>
        <comment>short evaluation: Gote is mated</comment>
        <translation>☗ mat</translation>
    </message>
    <message>
        <source>☖ mate</source>
        <comment>short evaluation: Sente is mated</comment>
        <translation>☖ mat</translation>
    </message>
    <message numerus="yes">
        <source>☗ mate in %n</source>
        <comment>short evaluation: Sente mates in n plies</comment>
        <translation>
            <numerusform>☗ mat en %n</numerusform>
            <numerusform>☗ mat en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>☖ mate in %n</source>
        <comment>short evaluation: Gote mates in n plies</comment>
        <translation>
            <numerusform>☖ mat en %n</numerusform>
            <numerusform>☖ mat en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Sente can capture the King</source>
        <translation>Sente peut capturer le Roi</translation>
    </message>
    <message>
        <source>Gote can capture the King</source>
        <translation>Gote peut capturer le Roi</translation>
    </message>
    <message>
        <source>Gote is mated</source>
        <translation>Gote est mat</translation>
    </message>
    <message>
        <source>Sente is mated</source>
        <translation>Sente est mat</translation>
    </message>
    <message numerus="yes">
        <source>Sente mates in %n ply(s)</source>
        <translation>
            <numerusform>Sente mate en %n&#xa0;demi-coup</numerusform>
            <numerusform>Sente mate en %n&#xa0;demi-coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote mates in %n ply(s)</source>
        <translation>
            <numerusform>Gote mate en %n&#xa0;demi-coup</numerusform>
            <numerusform>Gote mate en %n&#xa0;demi-coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Sente&apos;s chance of winning: %1</source>
        <translation>Chances de gain de Sente&#xa0;: %1</translation>
    </message>
    <message>
        <source>Gote&apos;s chance of winning: %1</source>
        <translation>Chances de gain de Gote&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a whole percentage (French: a no-break space before %)</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>ogi::GameModel</name>
    <message>
        <source>%1 to move — checkmate</source>
        <translation>%1 au trait — échec et mat</translation>
    </message>
    <message>
        <source>%1 to move — check</source>
        <translation>%1 au trait — échec</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 au trait</translation>
    </message>
</context>
<context>
    <name>ogi::GamePanel</name>
    <message>
        <source>Computer, level %1</source>
        <translation>Ordinateur, niveau %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The computer is stopped. Resume it to let it play.</source>
        <translation>L’ordinateur est arrêté. Relancez-le pour qu’il joue.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un indice…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Looking for a hint… depth %1, %2
%3</source>
        <translation>Recherche d’un indice… %2, profondeur %1
%3</translation>
    </message>
    <message>
        <source>%1 is thinking… depth %2, %3
Best line: %4</source>
        <translation>%1 réfléchit… %3, profondeur %2
Meilleure suite&#xa0;: %4</translation>
    </message>
    <message>
        <source>Friendly game: an illegal move is refused.</source>
        <translation>Partie amicale&#xa0;: un coup illégal est refusé.</translation>
    </message>
    <message>
        <source>Official rule: an illegal move loses.</source>
        <translation>Règle officielle&#xa0;: un coup illégal fait perdre la partie.</translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation>Moteur %1</translation>
    </message>
    <message>
        <source>Finished game (%1). Reviewing: %2</source>
        <comment>the result; the position shown</comment>
        <translation>Partie terminée (%1). Position examinée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 searched to depth %2, %3
The line it expected: %4</source>
        <translation>%1 a vu %3 à la profondeur %2
Suite attendue&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>ogi::GameRater</name>
    <message>
        <source>Not rated: %1.</source>
        <translation>Partie non comptée pour votre classement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Rated: your rating is now %1.</source>
        <translation>Partie comptée&#xa0;: votre classement est maintenant de %1.</translation>
    </message>
    <message>
        <source>Your rating could not be saved: %1</source>
        <translation>Votre classement n’a pas pu être enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ogi::GameRating</name>
    <message>
        <source>no computer played</source>
        <translation>l’ordinateur n’y jouait pas</translation>
    </message>
    <message>
        <source>the computer played both sides</source>
        <translation>l’ordinateur jouait les deux camps</translation>
    </message>
    <message>
        <source>you took back a move</source>
        <translation>vous avez annulé un coup</translation>
    </message>
    <message>
        <source>you asked for a hint</source>
        <translation>vous avez demandé un indice</translation>
    </message>
    <message>
        <source>the friendly rule refused illegal moves</source>
        <translation>c’était une partie amicale (coups illégaux refusés)</translation>
    </message>
    <message>
        <source>the computer&apos;s level changed during the game</source>
        <translation>le niveau de l’ordinateur a changé en cours de partie</translation>
    </message>
    <message>
        <source>this handicap has no measured value</source>
        <translation>cet avantage n’a pas de valeur mesurée</translation>
    </message>
    <message>
        <source>game rating</source>
        <translation>classement contre l’ordinateur</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged (%2)</source>
        <translation>la partie %1 de l’historique est endommagée (%2)</translation>
    </message>
    <message>
        <source>&quot;history&quot; is missing</source>
        <translation>«&#xa0;history&#xa0;» manque</translation>
    </message>
    <message>
        <source>the game ended before you made a move</source>
        <translation>la partie s’est terminée avant que vous ne jouiez un coup</translation>
    </message>
    <message>
        <source>an external engine played</source>
        <translation>un moteur externe a joué</translation>
    </message>
    <message>
        <source>the live analysis was shown during the game</source>
        <translation>l’analyse en direct a été affichée pendant la partie</translation>
    </message>
    <message>
        <source>the game did not begin with New Game (a position was set up or pasted, or a record opened)</source>
        <translation>la partie n’a pas commencé par «&#xa0;Nouvelle partie&#xa0;» (une position a été mise en place ou collée, ou une partie ouverte)</translation>
    </message>
</context>
<context>
    <name>ogi::GameTexts</name>
    <message>
        <source>Sente</source>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>Gote</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>Princesse</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Général d’Argent</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Lance</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>promoted Princess</source>
        <translation>Princesse promue</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Tour promue</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Fou promu</translation>
    </message>
    <message>
        <source>promoted Silver</source>
        <translation>Général d’Argent promu</translation>
    </message>
    <message>
        <source>promoted Knight</source>
        <translation>Cavalier promu</translation>
    </message>
    <message>
        <source>promoted Lance</source>
        <translation>Lance promue</translation>
    </message>
    <message>
        <source>promoted Pawn</source>
        <translation>Pion promu</translation>
    </message>
    <message>
        <source>%1 played a legal move</source>
        <translation>%1 a joué un coup légal</translation>
    </message>
    <message>
        <source>%1 tried to move after the game was over</source>
        <translation>%1 a tenté de jouer après la fin de la partie</translation>
    </message>
    <message>
        <source>%1 tried to move from the empty square %2</source>
        <translation>%1 a tenté de jouer depuis la case vide %2</translation>
    </message>
    <message>
        <source>%1 tried to move the opponent&apos;s %2 on %3</source>
        <translation>%1 a tenté de déplacer une pièce adverse (%2) en %3</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Pawn</source>
        <translation>%1 a parachuté un Pion non promu</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Lance on the last rank</source>
        <translation>%1 a parachuté une Lance non promue sur la dernière rangée</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Knight on the last two ranks</source>
        <translation>%1 a parachuté un Cavalier non promu sur l’une des deux dernières rangées</translation>
    </message>
    <message>
        <source>%1 tried to promote a piece on a drop</source>
        <translation>%1 a tenté de promouvoir une pièce en la parachutant</translation>
    </message>
    <message>
        <source>%1 claimed the King&apos;s privilege where it does not apply</source>
        <translation>%1 a invoqué le fait du Roi alors qu’il ne s’applique pas</translation>
    </message>
    <message>
        <source>%1 repeated a move that already produced the same position (repetition rule)</source>
        <translation>%1 a rejoué un coup qui avait déjà produit la même position (règle de répétition)</translation>
    </message>
    <message>
        <source>%1 played an illegal move</source>
        <translation>%1 a joué un coup illégal</translation>
    </message>
    <message>
        <source>%1 — illegal move: %2 wins.</source>
        <translation>%1 — coup illégal&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Sente wins</source>
        <translation>Sente gagne</translation>
    </message>
    <message>
        <source>Gote wins</source>
        <translation>Gote gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>the Princess</source>
        <translation>la Princesse</translation>
    </message>
    <message>
        <source>the Rook</source>
        <translation>la Tour</translation>
    </message>
    <message>
        <source>the Bishop</source>
        <translation>le Fou</translation>
    </message>
    <message>
        <source>the Silver</source>
        <translation>le Général d’Argent</translation>
    </message>
    <message>
        <source>the Knight</source>
        <translation>le Cavalier</translation>
    </message>
    <message>
        <source>the Lance</source>
        <translation>la Lance</translation>
    </message>
    <message>
        <source>the Pawn</source>
        <translation>le Pion</translation>
    </message>
    <message>
        <source>the King</source>
        <translation>le Roi</translation>
    </message>
    <message>
        <source>the promoted Princess</source>
        <translation>la Princesse promue</translation>
    </message>
    <message>
        <source>the Dragon</source>
        <translation>la Tour promue</translation>
    </message>
    <message>
        <source>the Horse</source>
        <translation>le Fou promu</translation>
    </message>
    <message>
        <source>the promoted Silver</source>
        <translation>le Général d’Argent promu</translation>
    </message>
    <message>
        <source>the promoted Knight</source>
        <translation>le Cavalier promu</translation>
    </message>
    <message>
        <source>the promoted Lance</source>
        <translation>la Lance promue</translation>
    </message>
    <message>
        <source>the promoted Pawn</source>
        <translation>le Pion promu</translation>
    </message>
    <message>
        <source>a Princess</source>
        <translation>une Princesse</translation>
    </message>
    <message>
        <source>a Rook</source>
        <translation>une Tour</translation>
    </message>
    <message>
        <source>a Bishop</source>
        <translation>un Fou</translation>
    </message>
    <message>
        <source>a Silver</source>
        <translation>un Général d’Argent</translation>
    </message>
    <message>
        <source>a Knight</source>
        <translation>un Cavalier</translation>
    </message>
    <message>
        <source>a Lance</source>
        <translation>une Lance</translation>
    </message>
    <message>
        <source>a Pawn</source>
        <translation>un Pion</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>un Roi</translation>
    </message>
    <message>
        <source>a promoted Princess</source>
        <translation>une Princesse promue</translation>
    </message>
    <message>
        <source>a Dragon</source>
        <translation>une Tour promue</translation>
    </message>
    <message>
        <source>a Horse</source>
        <translation>un Fou promu</translation>
    </message>
    <message>
        <source>a promoted Silver</source>
        <translation>un Général d’Argent promu</translation>
    </message>
    <message>
        <source>a promoted Knight</source>
        <translation>un Cavalier promu</translation>
    </message>
    <message>
        <source>a promoted Lance</source>
        <translation>une Lance promue</translation>
    </message>
    <message>
        <source>a promoted Pawn</source>
        <translation>un Pion promu</translation>
    </message>
    <message>
        <source>%1 tried to drop %2 that is not in hand</source>
        <translation>%1 a tenté de parachuter %2 qu’il n’a pas en main</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4, which it cannot reach</source>
        <translation>%1 a déplacé %2 de %3 en %4, case hors de sa portée</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4 through an occupied square</source>
        <translation>%1 a déplacé %2 de %3 en %4 en traversant une case occupée</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 onto its own piece on %4</source>
        <translation>%1 a déplacé %2 de %3 sur sa propre pièce en %4</translation>
    </message>
    <message>
        <source>%1 dropped %2 on the occupied square %3</source>
        <translation>%1 a parachuté %2 sur la case occupée %3</translation>
    </message>
    <message>
        <source>%1 promoted %2 from %3 to %4 where it may not promote</source>
        <translation>%1 a promu %2 de %3 en %4, où la promotion n’est pas permise</translation>
    </message>
    <message>
        <source>%1 did not promote %2 on %3, where promotion is mandatory</source>
        <translation>%1 n’a pas promu %2 en %3, où la promotion est obligatoire</translation>
    </message>
    <message>
        <source>%1…</source>
        <comment>move number before Gote&apos;s move</comment>
        <translation>%1…</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>move number</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 — illegal move, refused (friendly game).</source>
        <translation>%1 — coup illégal, refusé (partie amicale).</translation>
    </message>
    <message>
        <source>??</source>
        <comment>review mark: a blunder</comment>
        <translation>??</translation>
    </message>
    <message>
        <source>?</source>
        <comment>review mark: a mistake</comment>
        <translation>?</translation>
    </message>
    <message>
        <source>!?</source>
        <comment>review mark: an interesting move</comment>
        <translation>!?</translation>
    </message>
    <message>
        <source>!</source>
        <comment>review mark: a good move</comment>
        <translation>!</translation>
    </message>
    <message>
        <source>!!</source>
        <comment>review mark: a brilliant move</comment>
        <translation>!!</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>what an illegal move did, as a sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>illegal move: %1</source>
        <comment>written into a record, after an illegal final move</comment>
        <translation>coup illégal&#xa0;: %1</translation>
    </message>
    <message>
        <source>King</source>
        <comment>the King drawn 玉 (gyoku)</comment>
        <translation>Roi</translation>
    </message>
    <message>
        <source>King</source>
        <comment>the King drawn 王 (ōshō)</comment>
        <translation>Roi</translation>
    </message>
    <message>
        <source>%1 captured %2&apos;s King: %1 wins.</source>
        <comment>%1 the winner, %2 the loser; optional: %3 the King as drawn (玉 or 王), %4 the plies played</comment>
        <translation>%1 a pris le Roi de %2&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <comment>%1 who resigned, %2 the winner; optional: %2, %3 the plies played</comment>
        <translation>%1 abandonne&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>%1 — illegal move: %2 wins.</source>
        <comment>%1 what the loser did, %2 the winner; optional: %2, %3 the loser, %4 the plies played</comment>
        <translation>%1 — coup illégal&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <comment>%1 the loser, %2 the winner; optional: %3 the plies played</comment>
        <translation>%1 n’a plus aucun coup légal&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>Draw claimed under the 50-move rule.</source>
        <comment>optional: %1 the plies played</comment>
        <translation>Nulle réclamée selon la règle des 50 coups.</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <comment>%1 the loser, %2 the winner; optional: %2, %3 the plies played</comment>
        <translation>%1 a dépassé son temps&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, the King taken or no legal move left; optional: %2 the plies played, %3 the loser</comment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 resigned; optional: %2 the plies played, %1, %3</comment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 lost on time; optional: %2 the plies played, %1, %3</comment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>end of a move list, %3 played an illegal move; optional: %2 the plies played, %1, %3</comment>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>end of a move list, a draw claimed under the 50-move rule; optional: %1 the plies played</comment>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>?!</source>
        <comment>review mark: an inaccuracy</comment>
        <translation>?!</translation>
    </message>
</context>
<context>
    <name>ogi::Journal</name>
    <message>
        <source>recovery journal</source>
        <translation>journal de récupération</translation>
    </message>
    <message>
        <source>The unsaved game</source>
        <translation>La partie non enregistrée</translation>
    </message>
    <message>
        <source>Restore your unsaved changes to %1?</source>
        <translation>Restaurer les modifications non enregistrées de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Restore your unsaved changes to %1 (%2)?</source>
        <translation>Restaurer les modifications non enregistrées de %1 (%2)&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Restore the unsaved game (%n move(s))?</source>
        <translation>
            <numerusform>Restaurer la partie non enregistrée (%n&#xa0;coup)&#xa0;?</numerusform>
            <numerusform>Restaurer la partie non enregistrée (%n&#xa0;coups)&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against level %1 (%n move(s))?</source>
        <translation>
            <numerusform>Reprendre la partie contre l’ordinateur de niveau %1 (%n&#xa0;coup)&#xa0;?</numerusform>
            <numerusform>Reprendre la partie contre l’ordinateur de niveau %1 (%n&#xa0;coups)&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the game against %1 (%n move(s))?</source>
        <translation>
            <numerusform>Reprendre la partie contre %1 (%n&#xa0;coup)&#xa0;?</numerusform>
            <numerusform>Reprendre la partie contre %1 (%n&#xa0;coups)&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resume the unfinished game (%n move(s))?</source>
        <translation>
            <numerusform>Reprendre la partie inachevée (%n&#xa0;coup)&#xa0;?</numerusform>
            <numerusform>Reprendre la partie inachevée (%n&#xa0;coups)&#xa0;?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::KeyboardDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Menus and buttons</source>
        <translation>Menus et boutons</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two keys of one action</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Show the board cursor (a click on the board does too); then pick up or put down the piece under it</source>
        <translation>Afficher le curseur du plateau (un clic sur le plateau l’affiche aussi)&#xa0;; ensuite, saisir ou poser la pièce qui s’y trouve</translation>
    </message>
    <message>
        <source>Move the board cursor once it is shown (past the side edge: into the pieces in hand); until then, Left and Right step through the moves</source>
        <translation>Déplacer le curseur du plateau une fois affiché (au-delà du bord latéral&#xa0;: dans les pièces en main)&#xa0;; jusque-là, Gauche et Droite parcourent les coups</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the next part of the window: board, move box, moves</source>
        <translation>Passer à la zone suivante de la fenêtre&#xa0;: plateau, saisie du coup, liste des coups</translation>
    </message>
    <message>
        <source>Y, Enter, +</source>
        <translation>O, Y, Entrée, +</translation>
    </message>
    <message>
        <source>At the promotion question: promote (or keep promoted)</source>
        <translation>À la question de la promotion&#xa0;: promouvoir (ou garder promue)</translation>
    </message>
    <message>
        <source>N, =, -</source>
        <translation>N, =, -</translation>
    </message>
    <message>
        <source>At the promotion question: don&apos;t promote (or demote)</source>
        <translation>À la question de la promotion&#xa0;: ne pas promouvoir (ou rétrograder)</translation>
    </message>
    <message>
        <source>At the promotion question: cancel the move</source>
        <translation>À la question de la promotion&#xa0;: annuler le coup</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>Glisser avec le bouton droit</translation>
    </message>
    <message>
        <source>Draw an arrow from a square, or from a piece in hand, to a square; the same arrow again erases it</source>
        <translation>Tracer une flèche d’une case, ou d’une pièce en main, vers une case&#xa0;; tracer à nouveau la même flèche l’efface</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Clic droit</translation>
    </message>
    <message>
        <source>Circle a square; again, erase the circle</source>
        <translation>Entourer une case&#xa0;; un second clic droit efface le cercle</translation>
    </message>
    <message>
        <source>Shift, Ctrl or Alt</source>
        <translation>Maj, Ctrl ou Alt</translation>
    </message>
    <message>
        <source>With the right button: Shift draws in red, Ctrl or Alt in blue, Shift with Ctrl or Alt in yellow, no key in green</source>
        <translation>Avec le bouton droit&#xa0;: Maj trace en rouge, Ctrl ou Alt en bleu, Maj avec Ctrl ou Alt en jaune, sans touche en vert</translation>
    </message>
    <message>
        <source>Circle the square under the board cursor; again, erase the circle</source>
        <translation>Entourer la case sous le curseur du plateau&#xa0;; une seconde pression efface le cercle</translation>
    </message>
    <message>
        <source>Start an arrow at the board cursor (a square or a piece in hand); move the cursor and press A again to end it there; the same arrow again erases it</source>
        <translation>Commencer une flèche à la position du curseur du plateau (une case ou une pièce en main)&#xa0;; déplacer le curseur et appuyer de nouveau sur A pour la terminer à cet endroit&#xa0;; tracer à nouveau la même flèche l’efface</translation>
    </message>
    <message>
        <source>Colour of what C and A draw: green, red, blue, yellow</source>
        <translation>Couleur de ce que tracent C et A&#xa0;: vert, rouge, bleu, jaune</translation>
    </message>
    <message>
        <source>While drawing an arrow: drop it</source>
        <translation>Pendant le tracé d’une flèche&#xa0;: l’abandonner</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Let go of the piece picked up; with none, hide the board cursor: the arrow keys step through the moves again</source>
        <translation>Reposer la pièce saisie&#xa0;; si aucune ne l’est, masquer le curseur du plateau&#xa0;: les touches fléchées parcourent de nouveau les coups</translation>
    </message>
</context>
<context>
    <name>ogi::LearnController</name>
    <message>
        <source>&amp;Learn</source>
        <translation>Appre&amp;ndre</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>Learn the game step by step, on the board</source>
        <translation>Apprendre le jeu pas à pas, sur le plateau</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenue…</translation>
    </message>
    <message>
        <source>The ways in: the lessons, a game against the computer, a record</source>
        <translation>Pour commencer&#xa0;: les leçons, une partie contre l’ordinateur, un relevé de partie</translation>
    </message>
    <message>
        <source>Learning progress</source>
        <translation>Progression de l’apprentissage</translation>
    </message>
</context>
<context>
    <name>ogi::LearnPanel</name>
    <message>
        <source>&amp;Back to a Game</source>
        <translation>Re&amp;venir à la partie</translation>
    </message>
    <message>
        <source>Back to the game you were playing or reviewing, as you left it</source>
        <translation>Revenir à la partie que vous jouiez ou relisiez, telle que vous l’avez laissée</translation>
    </message>
</context>
<context>
    <name>ogi::LessonChooser</name>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Lesson and stage</source>
        <translation>Leçon et étape</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Étoiles</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Stars earned: %1 of %2</source>
        <translation>Étoiles gagnées&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>ogi::LessonJudge</name>
    <message numerus="yes">
        <source>A draw can be claimed only after 50 moves of each side (100 plies) with no capture and no move of an unpromoted Pawn. The count here is %n plies.</source>
        <translation>
            <numerusform>Une nulle ne peut être réclamée qu’après 50&#xa0;coups de chaque camp (100&#xa0;demi-coups) sans capture ni coup de Pion non promu. Le décompte en est ici à %n&#xa0;demi-coup.</numerusform>
            <numerusform>Une nulle ne peut être réclamée qu’après 50&#xa0;coups de chaque camp (100&#xa0;demi-coups) sans capture ni coup de Pion non promu. Le décompte en est ici à %n&#xa0;demi-coups.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::LessonPanel</name>
    <message>
        <source>Good. Go on.</source>
        <translation>Bien. Continuez.</translation>
    </message>
    <message>
        <source>This try is over. Press “Try again” to start the stage afresh.</source>
        <translation>Cet essai est terminé. Appuyez sur «&#xa0;Réessayer&#xa0;» pour reprendre l’étape depuis le début.</translation>
    </message>
    <message numerus="yes">
        <source>Moves used: %1. Three stars for %n move(s) at most.</source>
        <translation>
            <numerusform>Coups utilisés&#xa0;: %1. Trois étoiles pour %n&#xa0;coup au plus.</numerusform>
            <numerusform>Coups utilisés&#xa0;: %1. Trois étoiles pour %n&#xa0;coups au plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show a move that leads to the goal</source>
        <translation>Montrer un coup qui mène au but</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Start this stage again from the beginning</source>
        <translation>Recommencer cette étape depuis le début</translation>
    </message>
    <message>
        <source>Claim the &amp;Draw</source>
        <translation>Réclamer la nu&amp;lle</translation>
    </message>
    <message>
        <source>&amp;Next Stage</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>%1 — stage %2 of %3</source>
        <translation>%1 — étape %2 sur %3</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;All Lessons…</source>
        <translation>&amp;Toutes les leçons…</translation>
    </message>
</context>
<context>
    <name>ogi::LessonProgress</name>
    <message>
        <source>lesson progress</source>
        <translation>progression dans les leçons</translation>
    </message>
    <message>
        <source>&quot;stages&quot; is missing</source>
        <translation>«&#xa0;stages&#xa0;» manque</translation>
    </message>
    <message>
        <source>stage &quot;%1&quot; has %2 stars, where 0 to 3 are possible</source>
        <translation>l’étape «&#xa0;%1&#xa0;» a %2&#xa0;étoiles, alors qu’une étape ne peut en avoir que de 0 à 3</translation>
    </message>
</context>
<context>
    <name>ogi::LessonTexts</name>
    <message>
        <source>The Princess slides any distance diagonally, like a Bishop, or jumps like a chess knight: two squares one way and one square aside, in all eight directions.</source>
        <translation>La Princesse glisse en diagonale d’autant de cases qu’elle veut, comme un Fou, ou saute comme un cavalier des échecs&#xa0;: deux cases dans un sens et une de côté, dans les huit directions.</translation>
    </message>
    <message>
        <source>The Rook slides any distance along its rank or its file.</source>
        <translation>La Tour glisse d’autant de cases qu’elle veut le long de sa rangée ou de sa colonne.</translation>
    </message>
    <message>
        <source>The Bishop slides any distance diagonally.</source>
        <translation>Le Fou glisse en diagonale d’autant de cases qu’il veut.</translation>
    </message>
    <message>
        <source>The Silver steps one square straight forward or diagonally: five squares. It never moves sideways or straight back.</source>
        <translation>Le Général d’Argent se déplace d’une case tout droit vers l’avant ou en diagonale&#xa0;: cinq cases en tout. Il ne va jamais sur le côté, ni droit en arrière.</translation>
    </message>
    <message>
        <source>The Knight jumps two squares forward and one aside: only those two squares, never sideways or back.</source>
        <translation>Le Cavalier saute de deux cases vers l’avant et d’une de côté&#xa0;: ces deux cases seulement, jamais sur le côté ni en arrière.</translation>
    </message>
    <message>
        <source>The Lance slides straight forward, any distance; it never turns or goes back.</source>
        <translation>La Lance glisse droit devant elle d’autant de cases qu’elle veut&#xa0;; elle ne tourne jamais et ne recule pas.</translation>
    </message>
    <message>
        <source>The Pawn steps one square straight forward, and captures the same way.</source>
        <translation>Le Pion avance d’une case droit devant lui, et capture de la même façon.</translation>
    </message>
    <message>
        <source>The King steps one square in any of the eight directions.</source>
        <translation>Le Roi se déplace d’une case dans n’importe laquelle des huit directions.</translation>
    </message>
    <message>
        <source>The promoted Princess moves like the Princess and may also step one square straight forward, back or sideways.</source>
        <translation>La Princesse promue se déplace comme la Princesse et peut aussi faire un pas d’une case droit devant, droit derrière ou sur le côté.</translation>
    </message>
    <message>
        <source>The Dragon (promoted Rook) slides like a Rook and may also step one square diagonally.</source>
        <translation>La Tour promue (龍) glisse comme une Tour et peut aussi faire un pas d’une case en diagonale.</translation>
    </message>
    <message>
        <source>The Horse (promoted Bishop) slides like a Bishop and may also step one square straight forward, back or sideways.</source>
        <translation>Le Fou promu (馬) glisse comme un Fou et peut aussi faire un pas d’une case droit devant, droit derrière ou sur le côté.</translation>
    </message>
    <message>
        <source>The promoted Silver steps one square forward, diagonally forward, sideways or straight back: it has lost its backward diagonals.</source>
        <translation>Le Général d’Argent promu fait un pas d’une case vers l’avant, en diagonale vers l’avant, sur le côté ou droit en arrière&#xa0;: il a perdu ses diagonales arrière.</translation>
    </message>
    <message>
        <source>The promoted Knight no longer jumps: it steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>Le Cavalier promu ne saute plus&#xa0;: il fait un pas d’une case vers l’avant, en diagonale vers l’avant, sur le côté ou droit en arrière.</translation>
    </message>
    <message>
        <source>The promoted Lance no longer slides: it steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>La Lance promue ne glisse plus&#xa0;: elle fait un pas d’une case vers l’avant, en diagonale vers l’avant, sur le côté ou droit en arrière.</translation>
    </message>
    <message>
        <source>The promoted Pawn steps one square forward, diagonally forward, sideways or straight back.</source>
        <translation>Le Pion promu fait un pas d’une case vers l’avant, en diagonale vers l’avant, sur le côté ou droit en arrière.</translation>
    </message>
    <message>
        <source>There is no piece on that square to move.</source>
        <translation>Il n’y a aucune pièce à déplacer sur cette case.</translation>
    </message>
    <message>
        <source>That piece belongs to your opponent: you move only your own pieces.</source>
        <translation>Cette pièce appartient à votre adversaire&#xa0;: vous ne déplacez que vos propres pièces.</translation>
    </message>
    <message>
        <source>You do not have that piece in hand.</source>
        <translation>Vous n’avez pas cette pièce en main.</translation>
    </message>
    <message>
        <source>A sliding piece cannot pass through another piece: the way to that square is blocked. Only jumps (the Knight, the Princess&apos;s knight moves) leap over pieces.</source>
        <translation>Une pièce qui glisse ne peut pas traverser une autre pièce&#xa0;: le chemin jusqu’à cette case est bloqué. Seuls les sauts (le Cavalier, les sauts de la Princesse) passent par-dessus les pièces.</translation>
    </message>
    <message>
        <source>That square holds one of your own pieces: you cannot capture your own side.</source>
        <translation>Cette case porte une de vos propres pièces&#xa0;: on ne capture pas son propre camp.</translation>
    </message>
    <message>
        <source>A piece from hand goes on an empty square: a drop never captures.</source>
        <translation>Une pièce de votre main se pose sur une case vide&#xa0;: un parachutage ne capture jamais.</translation>
    </message>
    <message>
        <source>An unpromoted Pawn can never be dropped: once captured, it stays in hand for good. Only a Pawn kept promoted by the King&apos;s privilege comes back into play.</source>
        <translation>Un Pion non promu ne peut jamais être parachuté&#xa0;: une fois capturé, il reste en main pour de bon. Seul un Pion gardé promu grâce au fait du Roi revient en jeu.</translation>
    </message>
    <message>
        <source>An unpromoted Lance may not be dropped on the last rank: it could never move from there.</source>
        <translation>Une Lance non promue ne peut pas être parachutée sur la dernière rangée&#xa0;: elle ne pourrait plus jamais bouger.</translation>
    </message>
    <message>
        <source>An unpromoted Knight may not be dropped on the last two ranks: it could never move from there.</source>
        <translation>Un Cavalier non promu ne peut pas être parachuté sur les deux dernières rangées&#xa0;: il ne pourrait plus jamais bouger.</translation>
    </message>
    <message>
        <source>A drop never promotes: the piece comes in as it was in hand. It may promote on a later move in the zone.</source>
        <translation>Un parachutage ne promeut jamais&#xa0;: la pièce arrive telle qu’elle était en main. Elle pourra être promue lors d’un coup suivant dans la zone.</translation>
    </message>
    <message>
        <source>No promotion on this move: a piece promotes only when its move starts or ends in the promotion zone (the last three ranks), and the King and promoted pieces never promote.</source>
        <translation>Pas de promotion pour ce coup&#xa0;: une pièce n’est promue que si son coup commence ou finit dans la zone de promotion (les trois dernières rangées), et le Roi et les pièces déjà promues ne le sont jamais.</translation>
    </message>
    <message>
        <source>Promotion is mandatory here: an unpromoted Pawn or Lance on the last rank, or Knight on the last two ranks, could never move again.</source>
        <translation>Ici, la promotion est obligatoire&#xa0;: un Pion ou une Lance non promus sur la dernière rangée, ou un Cavalier non promu sur les deux dernières rangées, ne pourraient plus jamais bouger.</translation>
    </message>
    <message>
        <source>The King&apos;s privilege applies only when the King itself captures a promoted piece.</source>
        <translation>Le fait du Roi ne s’applique que lorsque c’est le Roi lui-même qui capture une pièce promue.</translation>
    </message>
    <message>
        <source>Repetition rule: this very move already led to this very position earlier in the game. Reaching it by another move would be allowed.</source>
        <translation>Règle de répétition&#xa0;: ce même coup a déjà mené à cette même position plus tôt dans la partie. L’atteindre par un autre coup serait permis.</translation>
    </message>
    <message>
        <source>That move is not allowed by the rules.</source>
        <translation>Ce coup n’est pas permis par les règles.</translation>
    </message>
    <message>
        <source>In a game, an illegal move loses at once. In a lesson, just try again.</source>
        <translation>En partie, un coup illégal fait perdre immédiatement. Dans une leçon, essayez simplement à nouveau.</translation>
    </message>
    <message>
        <source>This exercise is about another piece: move the one the instruction names.</source>
        <translation>Cet exercice porte sur une autre pièce&#xa0;: déplacez celle que nomme la consigne.</translation>
    </message>
</context>
<context>
    <name>ogi::Lessons</name>
    <message>
        <source>Capturing and the hand</source>
        <translation>Captures et pièces en main</translation>
    </message>
    <message>
        <source>A captured piece is not lost: it joins the captor&apos;s hand, ready to come back on the board.</source>
        <translation>Une pièce capturée n’est pas perdue&#xa0;: elle rejoint la main de celui qui l’a prise, prête à revenir sur le plateau.</translation>
    </message>
    <message>
        <source>Into your hand</source>
        <translation>Dans votre main</translation>
    </message>
    <message>
        <source>Capture the Silver on the marked square with your Knight: it goes to your hand. Then drop it from your hand onto the other marked square.</source>
        <translation>Capturez le Général d’Argent de la case marquée avec votre Cavalier&#xa0;: il passe dans votre main. Puis parachutez-le de votre main sur l’autre case marquée.</translation>
    </message>
    <message>
        <source>That jump does not capture the Silver, and without it you have nothing to drop.</source>
        <translation>Ce saut ne capture pas le Général d’Argent, et sans lui vous n’avez rien à parachuter.</translation>
    </message>
    <message>
        <source>Capture with the Knight, then drop the Silver.</source>
        <translation>Capturez avec le Cavalier, puis parachutez le Général d’Argent.</translation>
    </message>
    <message>
        <source>Captured pieces lose their promotion</source>
        <translation>Les pièces capturées perdent leur promotion</translation>
    </message>
    <message>
        <source>Gote&apos;s Dragon has come too close to your Silver. Capture it, and watch what arrives in your hand.</source>
        <translation>La Tour promue de Gote s’est trop approchée de votre Général d’Argent. Capturez-la, et regardez ce qui arrive dans votre main.</translation>
    </message>
    <message>
        <source>Well done. The Dragon went to your hand as a plain Rook: a captured piece is turned back to its unpromoted side. There is one exception, the King&apos;s privilege, which has a lesson of its own.</source>
        <translation>Bravo. La Tour promue est arrivée dans votre main comme une simple Tour&#xa0;: une pièce capturée est rétrogradée et revient sur sa face non promue. Il y a une exception, le fait du Roi, qui a sa propre leçon.</translation>
    </message>
    <message>
        <source>That move leaves the Dragon alone. It stands straight in front of your Silver: capture it.</source>
        <translation>Ce coup laisse la Tour promue tranquille. Elle se trouve juste devant votre Général d’Argent&#xa0;: capturez-la.</translation>
    </message>
    <message>
        <source>Capture with the Silver.</source>
        <translation>Capturez avec le Général d’Argent.</translation>
    </message>
    <message>
        <source>Check and King capture</source>
        <translation>Échec et capture du Roi</translation>
    </message>
    <message>
        <source>Check is only a warning; a game of Ōgi ends when a King is actually captured.</source>
        <translation>L’échec n’est qu’un avertissement&#xa0;; une partie d’Ōgi se termine quand un Roi est réellement capturé.</translation>
    </message>
    <message>
        <source>Capture the King</source>
        <translation>Capturer le Roi</translation>
    </message>
    <message>
        <source>Gote has left its King in check: nothing in the rules forbids it. Win the game in one move.</source>
        <translation>Gote a laissé son Roi en échec&#xa0;: rien dans les règles ne l’interdit. Gagnez la partie en un coup.</translation>
    </message>
    <message>
        <source>Well done. Capturing the King ends the game at once: nothing else on the board matters any more.</source>
        <translation>Bravo. Capturer le Roi termine aussitôt la partie&#xa0;: plus rien d’autre sur le plateau ne compte.</translation>
    </message>
    <message>
        <source>A Rook is a fine prize, but the King is there for the taking, and capturing it wins the game.</source>
        <translation>Une Tour est une belle prise, mais le Roi est là, à prendre, et le capturer gagne la partie.</translation>
    </message>
    <message>
        <source>Check is only information</source>
        <translation>L’échec n’est qu’une information</translation>
    </message>
    <message>
        <source>Your King is in check. In chess or shogi you would have to get out of it; in Ōgi you do not. It is your move: win the game.</source>
        <translation>Votre Roi est en échec. Aux échecs comme au shōgi, il vous faudrait parer l’échec&#xa0;; à l’Ōgi, non. C’est à vous de jouer&#xa0;: gagnez la partie.</translation>
    </message>
    <message>
        <source>Well done. Gote&apos;s Rook would have captured your King on the next move, but there is no next move: the game is over.</source>
        <translation>Bravo. La Tour de Gote aurait capturé votre Roi au coup suivant, mais il n’y a pas de coup suivant&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <source>Escaping is what chess and shogi teach, but here the enemy King is in reach: capture it and the game is won.</source>
        <translation>S’échapper, c’est ce qu’enseignent les échecs et le shōgi, mais ici le Roi adverse est à portée&#xa0;: capturez-le et la partie est gagnée.</translation>
    </message>
    <message>
        <source>Walking into check</source>
        <translation>Se jeter dans l’échec</translation>
    </message>
    <message>
        <source>Moving into check is legal, but the opponent may then capture your King. Take one of the two marked Pawns with your King, safely.</source>
        <translation>Se mettre en échec est permis, mais l’adversaire peut alors capturer votre Roi. Prenez avec votre Roi l’un des deux Pions marqués, sans danger.</translation>
    </message>
    <message>
        <source>Well done. The other Pawn was protected by the Bishop: taking it would have been legal, and the Bishop would have captured your King.</source>
        <translation>Bravo. L’autre Pion était protégé par le Fou&#xa0;: le prendre aurait été permis, et le Fou aurait capturé votre Roi.</translation>
    </message>
    <message>
        <source>Taking the Pawn on d3 walks into check: the Bishop protects it, and Gote would capture your King. Take the Pawn on f3.</source>
        <translation>Prendre le Pion en d3, c’est vous mettre en échec&#xa0;: le Fou le protège, et Gote capturerait votre Roi. Prenez le Pion en f3.</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Échec et mat</translation>
    </message>
    <message>
        <source>Give a check the King cannot escape (checkmate, 詰み), then capture it. You have two moves.</source>
        <translation>Donnez un échec auquel le Roi ne peut pas échapper (échec et mat, 詰み), puis capturez-le. Vous avez deux coups.</translation>
    </message>
    <message>
        <source>Well done. Checkmate is information too: the game ended only when you actually captured the King.</source>
        <translation>Bravo. L’échec et mat est lui aussi une information&#xa0;: la partie ne s’est terminée que lorsque vous avez réellement capturé le Roi.</translation>
    </message>
    <message>
        <source>After that move the King can still escape. Attack it along the last rank, where its own Pawns hem it in.</source>
        <translation>Après ce coup, le Roi peut encore s’échapper. Attaquez-le le long de la dernière rangée, là où ses propres Pions l’enferment.</translation>
    </message>
    <message>
        <source>Checkmate with a drop</source>
        <translation>Mat par parachutage</translation>
    </message>
    <message>
        <source>The King is surrounded by its own pieces. Drop your Knight for checkmate, then capture the King: two moves.</source>
        <translation>Le Roi est entouré par ses propres pièces. Parachutez votre Cavalier pour faire échec et mat, puis capturez le Roi&#xa0;: deux coups.</translation>
    </message>
    <message>
        <source>Well done. A Knight cannot be blocked, and nothing could take it: the King&apos;s own pieces were its prison.</source>
        <translation>Bravo. Un Cavalier ne peut pas être bloqué, et rien ne pouvait le prendre&#xa0;: les propres pièces du Roi étaient sa prison.</translation>
    </message>
    <message>
        <source>After that move the King is not caught. A Knight jumps two squares forward and one aside: from where does it attack the King?</source>
        <translation>Après ce coup, le Roi n’est pas mat. Un Cavalier saute de deux cases vers l’avant et d’une de côté&#xa0;: d’où attaque-t-il le Roi&#xa0;?</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Parachutages</translation>
    </message>
    <message>
        <source>Bringing a piece back from your hand: anywhere empty, with three exceptions.</source>
        <translation>Faire revenir une pièce de votre main&#xa0;: sur n’importe quelle case vide, avec trois exceptions.</translation>
    </message>
    <message>
        <source>A drop attacks at once</source>
        <translation>Un parachutage attaque aussitôt</translation>
    </message>
    <message>
        <source>A piece in hand may be dropped on any empty square, even deep in the enemy camp. Drop your Rook so that it attacks the King and the marked Bishop at once, and win the Bishop in two moves.</source>
        <translation>Une pièce en main peut être parachutée sur n’importe quelle case vide, même au fond du camp adverse. Parachutez votre Tour de façon qu’elle attaque à la fois le Roi et le Fou marqué, et gagnez le Fou en deux coups.</translation>
    </message>
    <message>
        <source>Well done. No other piece had to make way: a drop lands exactly where it hurts.</source>
        <translation>Bravo. Aucune autre pièce n’a dû s’écarter&#xa0;: un parachutage tombe exactement là où il fait mal.</translation>
    </message>
    <message>
        <source>Drop to stop the Rook</source>
        <translation>Parachuter pour arrêter la Tour</translation>
    </message>
    <message>
        <source>Gote&apos;s Rook attacks your King down the file. Stop it with a drop of your Silver, on a square where your King protects it.</source>
        <translation>La Tour de Gote attaque votre Roi le long de la colonne. Arrêtez-la en parachutant votre Général d’Argent sur une case où votre Roi le protège.</translation>
    </message>
    <message>
        <source>Well done. If the Rook takes the Silver, your King takes the Rook.</source>
        <translation>Bravo. Si la Tour prend le Général d’Argent, votre Roi prend la Tour.</translation>
    </message>
    <message>
        <source>That does not stop the Rook for good: either its way to your King stays open, or it captures the unprotected Silver and comes back. Drop right next to your King.</source>
        <translation>Cela n’arrête pas la Tour pour de bon&#xa0;: soit son chemin vers votre Roi reste ouvert, soit elle prend le Général d’Argent non protégé et revient. Parachutez-le juste à côté de votre Roi.</translation>
    </message>
    <message>
        <source>Stepping aside would save the King too, but this exercise is about drops: put a piece in the Rook&apos;s way.</source>
        <translation>S’écarter sauverait aussi le Roi, mais cet exercice porte sur les parachutages&#xa0;: placez une pièce sur le chemin de la Tour.</translation>
    </message>
    <message>
        <source>Pawns never come back</source>
        <translation>Les Pions ne reviennent jamais</translation>
    </message>
    <message>
        <source>The Rook attacks your King again. You hold a Pawn and a Lance: stop the Rook with a drop, next to your King.</source>
        <translation>La Tour attaque de nouveau votre Roi. Vous avez en main un Pion et une Lance&#xa0;: arrêtez la Tour par un parachutage, à côté de votre Roi.</translation>
    </message>
    <message>
        <source>Well done. The Lance blocks, and it attacks the Rook up the file too. The Pawn stays in your hand for the rest of the game.</source>
        <translation>Bravo. La Lance bloque, et elle attaque aussi la Tour en remontant la colonne. Le Pion, lui, reste dans votre main jusqu’à la fin de la partie.</translation>
    </message>
    <message>
        <source>That does not stop the Rook for good. Drop the Lance right in front of your King, where the King protects it.</source>
        <translation>Cela n’arrête pas la Tour pour de bon. Parachutez la Lance juste devant votre Roi, là où il la protège.</translation>
    </message>
    <message>
        <source>An unpromoted Pawn can never be dropped: a captured Pawn stays in hand for good. Shogi players, beware: this is one of the great differences of Ōgi.</source>
        <translation>Un Pion non promu ne peut jamais être parachuté&#xa0;: un Pion capturé reste en main pour de bon. Joueurs de shōgi, attention&#xa0;: c’est l’une des grandes différences de l’Ōgi.</translation>
    </message>
    <message>
        <source>Dead Knights</source>
        <translation>Cavaliers sans avenir</translation>
    </message>
    <message>
        <source>An unpromoted Knight may not be dropped on the last two ranks: it could never move from there. Drop your Knight where it attacks the King and the marked Rook at once, and win the Rook in two moves.</source>
        <translation>Un Cavalier non promu ne peut pas être parachuté sur les deux dernières rangées&#xa0;: il ne pourrait plus jamais bouger. Parachutez votre Cavalier là où il attaque à la fois le Roi et la Tour marquée, et gagnez la Tour en deux coups.</translation>
    </message>
    <message>
        <source>Well done. The Knight had to promote on the last rank: promotion is mandatory where a piece could never move again.</source>
        <translation>Bravo. Le Cavalier a dû être promu sur la dernière rangée&#xa0;: la promotion est obligatoire là où une pièce ne pourrait plus jamais bouger.</translation>
    </message>
    <message>
        <source>After that move Gote saves both King and Rook. The Knight jumps two squares forward and one aside: which square attacks both?</source>
        <translation>Après ce coup, Gote sauve à la fois le Roi et la Tour. Le Cavalier saute de deux cases vers l’avant et d’une de côté&#xa0;: quelle case attaque les deux&#xa0;?</translation>
    </message>
    <message>
        <source>A Lance from afar</source>
        <translation>Une Lance de loin</translation>
    </message>
    <message>
        <source>An unpromoted Lance may not be dropped on the last rank. Drop your Lance on the file of the two marked pieces, far enough that the Silver cannot take it, and win one of them in two moves.</source>
        <translation>Une Lance non promue ne peut pas être parachutée sur la dernière rangée. Parachutez votre Lance sur la colonne des deux pièces marquées, assez loin pour que le Général d’Argent ne puisse pas la prendre, et gagnez l’une d’elles en deux coups.</translation>
    </message>
    <message>
        <source>Well done. Whatever Gote did, one of the two pieces was lost: the Lance attacked them both in a line.</source>
        <translation>Bravo. Quoi que fasse Gote, l’une des deux pièces était perdue&#xa0;: la Lance les attaquait toutes les deux en enfilade.</translation>
    </message>
    <message>
        <source>After that move Gote keeps both pieces. Drop the Lance below them on their file, out of the Silver&apos;s reach.</source>
        <translation>Après ce coup, Gote garde ses deux pièces. Parachutez la Lance sous elles, sur leur colonne, hors de portée du Général d’Argent.</translation>
    </message>
    <message>
        <source>A drop never promotes</source>
        <translation>Un parachutage ne promeut jamais</translation>
    </message>
    <message>
        <source>A piece is dropped as it is in hand, even inside the promotion zone (the last three ranks). Get a promoted Silver on the board in two moves.</source>
        <translation>Une pièce est parachutée telle qu’elle est en main, même dans la zone de promotion (les trois dernières rangées). Obtenez un Général d’Argent promu sur le plateau en deux coups.</translation>
    </message>
    <message>
        <source>Well done. Dropped in the zone, the Silver could promote on its very next move.</source>
        <translation>Bravo. Parachuté dans la zone, le Général d’Argent a pu être promu dès son coup suivant.</translation>
    </message>
    <message>
        <source>From there the Silver cannot reach the promotion zone on its next move. Drop it in the zone, or just below.</source>
        <translation>De là, le Général d’Argent ne peut pas atteindre la zone de promotion à son coup suivant. Parachutez-le dans la zone, ou juste en dessous.</translation>
    </message>
    <message>
        <source>This exercise is about the Silver in your hand.</source>
        <translation>Cet exercice porte sur le Général d’Argent que vous avez en main.</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>Parties à avantage</translation>
    </message>
    <message>
        <source>To even a game, the stronger player lets the weaker one start with pieces already promoted.</source>
        <translation>Pour équilibrer une partie, le joueur le plus fort laisse le plus faible commencer avec des pièces déjà promues.</translation>
    </message>
    <message>
        <source>Playing with a handicap</source>
        <translation>Jouer avec un avantage</translation>
    </message>
    <message>
        <source>A Rook-and-Bishop handicap: the stronger player, Gote (王), let you start with a Dragon and a Horse. Gote&apos;s Princess now attacks your Dragon. Do not run: capture her.</source>
        <translation>Avantage Tour et Fou&#xa0;: le joueur le plus fort, Gote (王), vous a laissé commencer avec une Tour promue et un Fou promu. La Princesse de Gote attaque maintenant votre Tour promue. Ne fuyez pas&#xa0;: capturez-la.</translation>
    </message>
    <message>
        <source>Well done. Gote forgot that a Dragon also steps diagonally. Your Pawn could have taken her as well: in a handicap game, the weaker side&apos;s promoted pieces change every calculation.</source>
        <translation>Bravo. Gote a oublié qu’une Tour promue se déplace aussi d’un pas en diagonale. Votre Pion aurait pu la prendre aussi&#xa0;: dans une partie à avantage, les pièces promues du plus faible changent tous les calculs.</translation>
    </message>
    <message>
        <source>The Princess is Gote&apos;s strongest piece, and she stands unprotected next to your Dragon. Take her.</source>
        <translation>La Princesse est la pièce la plus forte de Gote, et elle se tient sans protection à côté de votre Tour promue. Prenez-la.</translation>
    </message>
    <message>
        <source>Taking the handicap back</source>
        <translation>Reprendre l’avantage</translation>
    </message>
    <message>
        <source>Now you are the stronger player, Gote, giving a Rook-and-Bishop handicap. Sente&apos;s Dragon has broken in next to your King. Capture it in the way that gains the most.</source>
        <translation>Vous êtes maintenant le joueur le plus fort, Gote, qui concède l’avantage Tour et Fou. La Tour promue de Sente a fait irruption à côté de votre Roi. Capturez-la de la façon qui rapporte le plus.</translation>
    </message>
    <message>
        <source>Well done. Captured by your King with the privilege, the Dragon stays a Dragon in your hand: the handicap has changed sides.</source>
        <translation>Bravo. Capturée par votre Roi grâce au fait du Roi, la Tour promue reste promue dans votre main&#xa0;: l’avantage a changé de camp.</translation>
    </message>
    <message>
        <source>Any other capture turns the Dragon back into a plain Rook in your hand. Take it with the King, and keep it promoted.</source>
        <translation>Toute autre capture la rétrograde en simple Tour dans votre main. Prenez-la avec le Roi, et gardez-la promue.</translation>
    </message>
    <message>
        <source>The King, the Rook and the Bishop</source>
        <translation>Le Roi, la Tour et le Fou</translation>
    </message>
    <message>
        <source>How the King moves, and the long-range pieces with their promoted forms, the Dragon and the Horse.</source>
        <translation>Comment se déplace le Roi, et les pièces à longue portée avec leurs formes promues, la Tour promue et le Fou promu.</translation>
    </message>
    <message>
        <source>The King</source>
        <translation>Le Roi</translation>
    </message>
    <message>
        <source>The King steps one square in any direction, straight or diagonally. Visit the three marked squares with your King in three moves.</source>
        <translation>Le Roi se déplace d’une case dans n’importe quelle direction, tout droit ou en diagonale. Passez par les trois cases marquées avec votre Roi, en trois coups.</translation>
    </message>
    <message>
        <source>Well done. The King is the piece you must never lose: the game ends as soon as a King is captured.</source>
        <translation>Bravo. Le Roi est la pièce qu’il ne faut jamais perdre&#xa0;: la partie s’arrête dès qu’un Roi est capturé.</translation>
    </message>
    <message>
        <source>That step leads away from the marked squares: three moves are no longer enough to visit them all.</source>
        <translation>Ce pas vous éloigne des cases marquées&#xa0;: trois coups ne suffisent plus pour passer par toutes.</translation>
    </message>
    <message>
        <source>The Rook</source>
        <translation>La Tour</translation>
    </message>
    <message>
        <source>The Rook slides any distance along its rank or its file, but cannot pass through a piece. Capture the three marked pieces with your Rook in three moves.</source>
        <translation>La Tour glisse d’autant de cases qu’elle veut le long de sa rangée ou de sa colonne, mais ne traverse aucune pièce. Capturez les trois pièces marquées avec votre Tour, en trois coups.</translation>
    </message>
    <message>
        <source>Well done. The three pieces you captured are now in your hand: in Ōgi, captured pieces change sides.</source>
        <translation>Bravo. Les trois pièces capturées sont maintenant dans votre main&#xa0;: à l’Ōgi, les pièces prises changent de camp.</translation>
    </message>
    <message>
        <source>That move captures nothing and does not line the Rook up for the next capture: three moves are no longer enough.</source>
        <translation>Ce coup ne capture rien et ne place pas la Tour pour la prise suivante&#xa0;: trois coups ne suffisent plus.</translation>
    </message>
    <message>
        <source>This exercise is about the Rook: move it.</source>
        <translation>Cet exercice porte sur la Tour&#xa0;: déplacez-la.</translation>
    </message>
    <message>
        <source>The Dragon</source>
        <translation>La Tour promue</translation>
    </message>
    <message>
        <source>A promoted Rook is a Dragon (龍): it slides like a Rook and may also step one square diagonally. Capture the three marked pieces in three moves.</source>
        <translation>Une Tour promue (龍) glisse comme une Tour et peut aussi faire un pas d’une case en diagonale. Capturez les trois pièces marquées en trois coups.</translation>
    </message>
    <message>
        <source>Well done. The diagonal step makes the Dragon much stronger than a Rook: it is worth promoting a Rook whenever you can.</source>
        <translation>Bravo. Le pas en diagonale rend la Tour promue bien plus forte qu’une Tour&#xa0;: il vaut la peine de promouvoir une Tour dès que possible.</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. Use the diagonal step: it reaches squares a Rook cannot.</source>
        <translation>Après ce coup, trois coups ne suffisent plus. Servez-vous du pas en diagonale&#xa0;: il atteint des cases qu’une Tour ne peut pas atteindre.</translation>
    </message>
    <message>
        <source>This exercise is about the Dragon: move it.</source>
        <translation>Cet exercice porte sur la Tour promue&#xa0;: déplacez-la.</translation>
    </message>
    <message>
        <source>The Bishop</source>
        <translation>Le Fou</translation>
    </message>
    <message>
        <source>The Bishop slides any distance diagonally, never through a piece. Capture the three marked pieces with your Bishop in three moves.</source>
        <translation>Le Fou glisse en diagonale d’autant de cases qu’il veut, sans jamais traverser une pièce. Capturez les trois pièces marquées avec votre Fou, en trois coups.</translation>
    </message>
    <message>
        <source>From there the Bishop cannot capture all three pieces in three moves. Go straight for a marked piece.</source>
        <translation>De là, le Fou ne peut plus capturer les trois pièces en trois coups. Allez droit sur une pièce marquée.</translation>
    </message>
    <message>
        <source>This exercise is about the Bishop: move it.</source>
        <translation>Cet exercice porte sur le Fou&#xa0;: déplacez-le.</translation>
    </message>
    <message>
        <source>The Horse</source>
        <translation>Le Fou promu</translation>
    </message>
    <message>
        <source>A promoted Bishop is a Horse (馬): it slides like a Bishop and may also step one square straight forward, back or sideways. Capture the three marked pieces in three moves.</source>
        <translation>Un Fou promu (馬) glisse comme un Fou et peut aussi faire un pas d’une case droit devant, droit derrière ou sur le côté. Capturez les trois pièces marquées en trois coups.</translation>
    </message>
    <message>
        <source>Well done. With its straight steps, the Horse is no longer tied to half of the board.</source>
        <translation>Bravo. Avec ses pas orthogonaux, le Fou promu n’est plus limité à la moitié du plateau.</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. The straight step is what a Bishop lacks: use it.</source>
        <translation>Après ce coup, trois coups ne suffisent plus. Le pas orthogonal est ce qui manque au Fou&#xa0;: servez-vous-en.</translation>
    </message>
    <message>
        <source>This exercise is about the Horse: move it.</source>
        <translation>Cet exercice porte sur le Fou promu&#xa0;: déplacez-le.</translation>
    </message>
    <message>
        <source>The Princess</source>
        <translation>La Princesse</translation>
    </message>
    <message>
        <source>The strongest piece of Ōgi: a Bishop that also jumps like a chess knight, in all eight directions.</source>
        <translation>La pièce la plus forte de l’Ōgi&#xa0;: un Fou qui saute aussi comme un cavalier des échecs, dans les huit directions.</translation>
    </message>
    <message>
        <source>Slides and jumps</source>
        <translation>Glissades et sauts</translation>
    </message>
    <message>
        <source>The Princess (姫) slides diagonally like a Bishop, or jumps like a chess knight: two squares one way and one aside, in all eight directions. Capture the three marked pieces in three moves.</source>
        <translation>La Princesse (姫) glisse en diagonale comme un Fou, ou saute comme un cavalier des échecs&#xa0;: deux cases dans un sens et une de côté, dans les huit directions. Capturez les trois pièces marquées en trois coups.</translation>
    </message>
    <message>
        <source>Well done. Bishop and knight in one piece: the Princess is the strongest piece of Ōgi, worth more than a Rook.</source>
        <translation>Bravo. Fou et cavalier en une seule pièce&#xa0;: la Princesse est la pièce la plus forte de l’Ōgi, elle vaut plus qu’une Tour.</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. Look for the knight jump as well as the diagonals.</source>
        <translation>Après ce coup, trois coups ne suffisent plus. Pensez au saut de cavalier autant qu’aux diagonales.</translation>
    </message>
    <message>
        <source>This exercise is about the Princess: move her.</source>
        <translation>Cet exercice porte sur la Princesse&#xa0;: déplacez-la.</translation>
    </message>
    <message>
        <source>Over the wall</source>
        <translation>Par-dessus le mur</translation>
    </message>
    <message>
        <source>Your own Pawns block every diagonal of the Princess, but her knight jumps go over pieces. Capture the two marked pieces in two moves.</source>
        <translation>Vos propres Pions bloquent toutes les diagonales de la Princesse, mais ses sauts de cavalier passent par-dessus les pièces. Capturez les deux pièces marquées en deux coups.</translation>
    </message>
    <message>
        <source>Well done. The jumps work backwards too: the Princess is never shut in for long.</source>
        <translation>Bravo. Les sauts fonctionnent aussi vers l’arrière&#xa0;: la Princesse ne reste jamais enfermée longtemps.</translation>
    </message>
    <message>
        <source>That jump lands too far from the marked pieces: two moves are no longer enough.</source>
        <translation>Ce saut atterrit trop loin des pièces marquées&#xa0;: deux coups ne suffisent plus.</translation>
    </message>
    <message>
        <source>The promoted Princess</source>
        <translation>La Princesse promue</translation>
    </message>
    <message>
        <source>A promoted Princess (神) keeps her slides and jumps and may also step one square straight forward, back or sideways. Capture the three marked pieces in three moves.</source>
        <translation>Une Princesse promue (神) garde ses glissades et ses sauts, et peut aussi faire un pas d’une case droit devant, droit derrière ou sur le côté. Capturez les trois pièces marquées en trois coups.</translation>
    </message>
    <message>
        <source>Well done. With the straight steps added, the promoted Princess reaches every square around her.</source>
        <translation>Bravo. Avec les pas orthogonaux en plus, la Princesse promue atteint toutes les cases qui l’entourent.</translation>
    </message>
    <message>
        <source>After that move, three moves are not enough. The new straight step is the key: use it.</source>
        <translation>Après ce coup, trois coups ne suffisent plus. Le nouveau pas orthogonal est la clé&#xa0;: servez-vous-en.</translation>
    </message>
    <message>
        <source>This exercise is about the promoted Princess: move her.</source>
        <translation>Cet exercice porte sur la Princesse promue&#xa0;: déplacez-la.</translation>
    </message>
    <message>
        <source>The Princess&apos;s fork</source>
        <translation>La fourchette de la Princesse</translation>
    </message>
    <message>
        <source>Now Gote answers your moves. Win the marked Rook in two moves: find the jump that attacks the King and the Rook at once.</source>
        <translation>Désormais, Gote répond à vos coups. Gagnez la Tour marquée en deux coups&#xa0;: trouvez le saut qui attaque à la fois le Roi et la Tour.</translation>
    </message>
    <message>
        <source>After that move the Rook simply gets away. Attack two things at once, so that Gote can save only one.</source>
        <translation>Après ce coup, la Tour s’échappe tout simplement. Attaquez deux cibles à la fois, pour que Gote ne puisse en sauver qu’une.</translation>
    </message>
    <message>
        <source>The King&apos;s privilege</source>
        <translation>Le fait du Roi</translation>
    </message>
    <message>
        <source>When the King captures a promoted piece, it may keep it promoted in hand.</source>
        <translation>Quand le Roi capture une pièce promue, il peut la garder promue en main.</translation>
    </message>
    <message>
        <source>Keep it promoted</source>
        <translation>La garder promue</translation>
    </message>
    <message>
        <source>When your King captures a promoted piece, you choose: the piece goes to your hand turned back as usual, or it stays promoted. That is the King&apos;s privilege. Capture the promoted Pawn and keep it promoted.</source>
        <translation>Quand votre Roi capture une pièce promue, vous choisissez&#xa0;: la pièce passe dans votre main rétrogradée, comme d’habitude, ou elle reste promue. C’est le fait du Roi. Capturez le Pion promu et gardez-le promu.</translation>
    </message>
    <message>
        <source>A plain capture turns it back into a Pawn in your hand, and an unpromoted Pawn can never be dropped. Capture with the King and choose to keep it promoted.</source>
        <translation>Une capture ordinaire le rétrograde en simple Pion dans votre main, et un Pion non promu ne peut jamais être parachuté. Capturez avec le Roi et choisissez de le garder promu.</translation>
    </message>
    <message>
        <source>Winning with the privilege</source>
        <translation>Gagner grâce au fait du Roi</translation>
    </message>
    <message>
        <source>Gote&apos;s King is walled in by its own pieces. Capture the King in three moves: the promoted Pawn next to your King is the key.</source>
        <translation>Le Roi de Gote est emmuré par ses propres pièces. Capturez le Roi en trois coups&#xa0;: le Pion promu à côté de votre Roi est la clé.</translation>
    </message>
    <message>
        <source>Well done. Kept promoted by the privilege, the Pawn came back as a Gold right in front of the King. A plain Pawn could never have been dropped.</source>
        <translation>Bravo. Gardé promu grâce au fait du Roi, le Pion est revenu comme un Général d’Or juste devant le Roi adverse. Un simple Pion n’aurait jamais pu être parachuté.</translation>
    </message>
    <message>
        <source>After that move Gote&apos;s King gets away. You need a piece to drop in front of it: the King&apos;s capture, with the privilege, gives you one.</source>
        <translation>Après ce coup, le Roi de Gote s’échappe. Il vous faut une pièce à parachuter devant lui&#xa0;: la capture par votre Roi, avec le fait du Roi, vous en donne une.</translation>
    </message>
    <message>
        <source>A safe capture</source>
        <translation>Une capture sans danger</translation>
    </message>
    <message>
        <source>Two promoted pieces stand next to your King. Capture the one you can take safely, and keep it promoted.</source>
        <translation>Deux pièces promues se trouvent à côté de votre Roi. Capturez celle que vous pouvez prendre sans danger, et gardez-la promue.</translation>
    </message>
    <message>
        <source>Well done. The promoted Pawn was protected by the Bishop: taking it would have walked your King into capture. The privilege is only worth it when the King survives.</source>
        <translation>Bravo. Le Pion promu était protégé par le Fou&#xa0;: le prendre aurait livré votre Roi à la capture. Le fait du Roi ne vaut que si le Roi survit.</translation>
    </message>
    <message>
        <source>Not that one: the promoted Pawn is protected by the Bishop, and a plain capture throws the promotion away. Take the promoted Silver and keep it promoted.</source>
        <translation>Pas celle-là&#xa0;: le Pion promu est protégé par le Fou, et une capture ordinaire perd la promotion. Prenez le Général d’Argent promu et gardez-le promu.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Turning a piece over in the last three ranks: when you may, when you need not, and when you must.</source>
        <translation>Retourner une pièce dans les trois dernières rangées&#xa0;: quand on peut, quand on n’est pas obligé, et quand on doit.</translation>
    </message>
    <message>
        <source>The promotion zone</source>
        <translation>La zone de promotion</translation>
    </message>
    <message>
        <source>Your promotion zone is the last three ranks, where Gote&apos;s pieces start. A piece may promote when its move enters the zone. Promote your Silver in two moves.</source>
        <translation>Votre zone de promotion, ce sont les trois dernières rangées, où les pièces de Gote commencent la partie. Une pièce peut être promue quand son coup entre dans la zone. Promouvez votre Général d’Argent en deux coups.</translation>
    </message>
    <message>
        <source>That step leads away from the zone: the Silver can no longer reach it on its next move.</source>
        <translation>Ce pas vous éloigne de la zone&#xa0;: le Général d’Argent ne peut plus l’atteindre à son coup suivant.</translation>
    </message>
    <message>
        <source>This exercise is about the Silver: move it.</source>
        <translation>Cet exercice porte sur le Général d’Argent&#xa0;: déplacez-le.</translation>
    </message>
    <message>
        <source>Promoting on the way out</source>
        <translation>Promotion en sortant</translation>
    </message>
    <message>
        <source>A move that starts in the zone may promote too, even when it leaves the zone. Promote your Silver on the marked square, below the zone.</source>
        <translation>Un coup qui commence dans la zone permet aussi la promotion, même s’il en sort. Promouvez votre Général d’Argent sur la case marquée, sous la zone.</translation>
    </message>
    <message>
        <source>Well done. Entering, moving within or leaving the zone: any of the three allows promotion. Only a drop never does.</source>
        <translation>Bravo. Entrer dans la zone, s’y déplacer ou en sortir&#xa0;: chacun des trois permet la promotion. Seul un parachutage ne le permet jamais.</translation>
    </message>
    <message>
        <source>That is not a promotion on the marked square. Step back diagonally onto it, and choose to promote.</source>
        <translation>Ce n’est pas une promotion sur la case marquée. Reculez en diagonale sur cette case, et choisissez la promotion.</translation>
    </message>
    <message>
        <source>Not promoting</source>
        <translation>Ne pas promouvoir</translation>
    </message>
    <message>
        <source>Promotion is a choice: where it is allowed, you may also decline it. Capture the two marked pieces with your Silver in two moves.</source>
        <translation>La promotion est un choix&#xa0;: là où elle est permise, vous pouvez aussi la refuser. Capturez les deux pièces marquées avec votre Général d’Argent, en deux coups.</translation>
    </message>
    <message>
        <source>Well done. A promoted Silver cannot step diagonally back: keeping it unpromoted was what made the second capture possible.</source>
        <translation>Bravo. Un Général d’Argent promu ne peut pas reculer en diagonale&#xa0;: c’est en le gardant non promu que la seconde prise est devenue possible.</translation>
    </message>
    <message>
        <source>After that move, the second capture is out of reach. Think about what a promoted Silver can no longer do.</source>
        <translation>Après ce coup, la seconde prise est hors de portée. Pensez à ce qu’un Général d’Argent promu ne peut plus faire.</translation>
    </message>
    <message>
        <source>When promotion is a must</source>
        <translation>Quand la promotion s’impose</translation>
    </message>
    <message>
        <source>A piece that could never move again must promote: a Pawn or a Lance reaching the last rank, a Knight reaching the last two ranks. Capture the two marked pieces in two moves.</source>
        <translation>Une pièce qui ne pourrait plus jamais bouger doit être promue&#xa0;: un Pion ou une Lance qui atteint la dernière rangée, un Cavalier qui atteint les deux dernières rangées. Capturez les deux pièces marquées en deux coups.</translation>
    </message>
    <message>
        <source>That move captures nothing: two moves are no longer enough. Each marked piece is one move away.</source>
        <translation>Ce coup ne capture rien&#xa0;: deux coups ne suffisent plus. Chaque pièce marquée est à un coup de distance.</translation>
    </message>
    <message>
        <source>This exercise is about the Lance and the Knight.</source>
        <translation>Cet exercice porte sur la Lance et le Cavalier.</translation>
    </message>
    <message>
        <source>Illegal moves, repetition, 50 moves</source>
        <translation>Coups illégaux, répétition, 50&#xa0;coups</translation>
    </message>
    <message>
        <source>An illegal move loses at once; the same move may not repeat a position; and a game without captures or Pawn moves may be drawn.</source>
        <translation>Un coup illégal fait perdre immédiatement&#xa0;; un même coup ne peut pas reproduire une position&#xa0;; et une partie sans capture ni coup de Pion peut être déclarée nulle.</translation>
    </message>
    <message>
        <source>An illegal move loses</source>
        <translation>Un coup illégal fait perdre</translation>
    </message>
    <message>
        <source>Legal, but the King escapes. Attack it along the h-file with a piece from your hand.</source>
        <translation>Légal, mais le Roi s’échappe. Attaquez-le le long de la colonne h avec une pièce de votre main.</translation>
    </message>
    <message>
        <source>That would be checkmate, but an unpromoted Pawn can never be dropped. In a game this move would lose on the spot.</source>
        <translation>Ce serait échec et mat, mais un Pion non promu ne peut jamais être parachuté. En partie, ce coup ferait perdre sur-le-champ.</translation>
    </message>
    <message>
        <source>The repetition rule</source>
        <translation>La règle de répétition</translation>
    </message>
    <message>
        <source>From there the Rook needs two more moves to reach d5. Stay on the d-file and arrive by another move.</source>
        <translation>De là, la Tour a besoin de deux coups de plus pour atteindre d5. Restez sur la colonne d et arrivez-y par un autre coup.</translation>
    </message>
    <message>
        <source>This very move, d1 to d5, already led to this very position: playing it again breaks the repetition rule, and would lose a game at once.</source>
        <translation>Ce même coup, de d1 à d5, a déjà mené à cette même position&#xa0;: le rejouer enfreint la règle de répétition, et ferait perdre une partie immédiatement.</translation>
    </message>
    <message>
        <source>The 50-move count</source>
        <translation>Le décompte des 50&#xa0;coups</translation>
    </message>
    <message>
        <source>For 99 plies nobody has captured or moved an unpromoted Pawn. After 100, either side may claim a draw, and Gote surely will. You are winning: play a move that starts the count again.</source>
        <translation>Depuis 99&#xa0;demi-coups, personne n’a capturé ni joué de Pion non promu. Après 100&#xa0;demi-coups, chaque camp pourra réclamer la nulle, et Gote ne s’en privera pas. Vous avez l’avantage&#xa0;: jouez un coup qui remet le décompte à zéro.</translation>
    </message>
    <message>
        <source>Well done. Only a capture or a move of an unpromoted Pawn starts the count again.</source>
        <translation>Bravo. Seuls une capture ou un coup de Pion non promu remettent le décompte à zéro.</translation>
    </message>
    <message>
        <source>That move does not start the count again: a drop does not, and neither does a move of a promoted Pawn. Gote could now claim a draw. Capture, or move your unpromoted Pawn.</source>
        <translation>Ce coup ne remet pas le décompte à zéro, pas plus qu’un parachutage ou un coup de Pion promu. Gote peut maintenant réclamer la nulle. Capturez une pièce, ou jouez votre Pion non promu.</translation>
    </message>
    <message>
        <source>Claiming the draw</source>
        <translation>Réclamer la nulle</translation>
    </message>
    <message>
        <source>Gote is far ahead, but for 50 moves of each side (100 plies) nobody has captured or moved an unpromoted Pawn. Save the game: claim the draw.</source>
        <translation>Gote a une grosse avance, mais depuis 50&#xa0;coups de chaque camp (100&#xa0;demi-coups), personne n’a capturé ni joué de Pion non promu. Sauvez la partie&#xa0;: réclamez la nulle.</translation>
    </message>
    <message>
        <source>Well done. The claim is yours to make: the game does not end by itself after 100 plies.</source>
        <translation>Bravo. C’est à vous de réclamer&#xa0;: la partie ne s’arrête pas d’elle-même après 100&#xa0;demi-coups.</translation>
    </message>
    <message>
        <source>Playing on only helps the side that is winning. The draw can be claimed right now: claim it.</source>
        <translation>Continuer ne fait qu’aider le camp qui gagne. La nulle peut être réclamée dès maintenant&#xa0;: réclamez-la.</translation>
    </message>
    <message>
        <source>Silver, Knight, Lance and Pawn</source>
        <translation>Général d’Argent, Cavalier, Lance et Pion</translation>
    </message>
    <message>
        <source>The small pieces, which mostly go forward, and their promoted forms.</source>
        <translation>Les petites pièces, qui vont surtout vers l’avant, et leurs formes promues.</translation>
    </message>
    <message>
        <source>The Silver</source>
        <translation>Le Général d’Argent</translation>
    </message>
    <message>
        <source>The Silver General steps one square straight forward or diagonally, forward or back: five squares. Capture the three marked pieces in three moves.</source>
        <translation>Le Général d’Argent se déplace d’une case tout droit vers l’avant, ou en diagonale vers l’avant comme vers l’arrière&#xa0;: cinq cases en tout. Capturez les trois pièces marquées en trois coups.</translation>
    </message>
    <message>
        <source>After that step, three moves are not enough. Plan the way with the Silver&apos;s five directions in mind.</source>
        <translation>Après ce pas, trois coups ne suffisent plus. Préparez le chemin en pensant aux cinq directions du Général d’Argent.</translation>
    </message>
    <message>
        <source>The promoted small pieces</source>
        <translation>Les petites pièces promues</translation>
    </message>
    <message>
        <source>A promoted Silver, Knight, Lance or Pawn moves like a shogi Gold: one square forward, diagonally forward, sideways or straight back. Capture the three marked pieces with your promoted Pawn (と) in three moves.</source>
        <translation>Un Général d’Argent, un Cavalier, une Lance ou un Pion promus se déplacent comme le Général d’Or du shōgi&#xa0;: d’une case vers l’avant, en diagonale vers l’avant, sur le côté ou droit en arrière. Capturez les trois pièces marquées avec votre Pion promu (と), en trois coups.</translation>
    </message>
    <message>
        <source>Well done. The four promoted small pieces all move this way; only diagonally back is missing.</source>
        <translation>Bravo. Les quatre petites pièces promues se déplacent toutes ainsi&#xa0;; seule la diagonale arrière leur manque.</translation>
    </message>
    <message>
        <source>After that step, three moves are not enough. Remember the sideways and backward steps a Pawn never had.</source>
        <translation>Après ce pas, trois coups ne suffisent plus. Pensez aux pas sur le côté et vers l’arrière, que le Pion n’avait pas.</translation>
    </message>
    <message>
        <source>This exercise is about the promoted Pawn: move it.</source>
        <translation>Cet exercice porte sur le Pion promu&#xa0;: déplacez-le.</translation>
    </message>
    <message>
        <source>The Knight</source>
        <translation>Le Cavalier</translation>
    </message>
    <message>
        <source>The Knight jumps two squares forward and one aside, over any piece in between: only two squares, both forward. Capture the two marked pieces in two moves.</source>
        <translation>Le Cavalier saute de deux cases vers l’avant et d’une de côté, par-dessus les pièces sur son chemin&#xa0;: deux cases seulement, toutes deux vers l’avant. Capturez les deux pièces marquées en deux coups.</translation>
    </message>
    <message>
        <source>Well done. Unlike a chess knight, the Knight never goes sideways or back: every jump takes it closer to the enemy.</source>
        <translation>Bravo. Contrairement au cavalier des échecs, le Cavalier ne va jamais sur le côté ni en arrière&#xa0;: chaque saut le rapproche de l’adversaire.</translation>
    </message>
    <message>
        <source>From there the Knight can no longer reach the second piece: it only ever jumps forward.</source>
        <translation>De là, le Cavalier ne peut plus atteindre la seconde pièce&#xa0;: il ne saute que vers l’avant.</translation>
    </message>
    <message>
        <source>This exercise is about the Knight: move it.</source>
        <translation>Cet exercice porte sur le Cavalier&#xa0;: déplacez-le.</translation>
    </message>
    <message>
        <source>The Lance</source>
        <translation>La Lance</translation>
    </message>
    <message>
        <source>The Lance slides straight forward along its file, any distance, and never turns or goes back. Capture the two marked pieces in two moves.</source>
        <translation>La Lance glisse droit devant elle sur sa colonne, d’autant de cases qu’elle veut, sans jamais tourner ni reculer. Capturez les deux pièces marquées en deux coups.</translation>
    </message>
    <message>
        <source>Well done. A Lance is a one-way Rook: powerful on an open file, stuck once it has gone too far.</source>
        <translation>Bravo. Une Lance est une Tour à sens unique&#xa0;: puissante sur une colonne ouverte, coincée une fois allée trop loin.</translation>
    </message>
    <message>
        <source>That move stops short of the marked piece: two moves are no longer enough.</source>
        <translation>Ce coup s’arrête avant la pièce marquée&#xa0;: deux coups ne suffisent plus.</translation>
    </message>
    <message>
        <source>This exercise is about the Lance: move it.</source>
        <translation>Cet exercice porte sur la Lance&#xa0;: déplacez-la.</translation>
    </message>
    <message>
        <source>The Pawn</source>
        <translation>Le Pion</translation>
    </message>
    <message>
        <source>That Pawn will not reach the marked piece in time: move the one in front of it.</source>
        <translation>Ce Pion n’atteindra pas la pièce marquée à temps&#xa0;: déplacez le Pion placé en face d’elle.</translation>
    </message>
    <message>
        <source>This exercise is about the Pawns: move one.</source>
        <translation>Cet exercice porte sur les Pions&#xa0;: déplacez-en un.</translation>
    </message>
    <message>
        <source>Well done. A drop takes a whole move, and the piece now fights for you: in Ōgi, a captured piece changes sides instead of leaving the game.</source>
        <translation>Bravo. Un parachutage compte pour un coup entier, et la pièce se bat désormais pour vous&#xa0;: à l’Ōgi, une pièce capturée change de camp au lieu de quitter la partie.</translation>
    </message>
    <message>
        <source>Well done. The Silver never moves sideways or straight back: to go left, it zigzags diagonally.</source>
        <translation>Bravo. Le Général d’Argent ne va jamais sur le côté ni droit en arrière&#xa0;: pour aller à gauche, il zigzague en diagonale.</translation>
    </message>
    <message>
        <source>Well done. One more thing sets the Ōgi Pawn apart: once captured, an unpromoted Pawn can never come back into play. The lesson on drops comes back to it.</source>
        <translation>Bravo. Une chose encore distingue le Pion de l’Ōgi&#xa0;: une fois capturé, un Pion non promu ne peut plus jamais revenir en jeu. La leçon sur les parachutages y reviendra.</translation>
    </message>
    <message>
        <source>Well done. Where promotion is mandatory, the board turns the piece over for you: by the rules, the same move without promotion would be illegal, and an illegal move loses at once.</source>
        <translation>Bravo. Là où la promotion est obligatoire, le plateau retourne la pièce pour vous&#xa0;: selon les règles, le même coup sans promotion serait illégal, et un coup illégal fait perdre immédiatement.</translation>
    </message>
    <message>
        <source>In a game, an illegal move loses at once: there is no taking it back. Capture the King in two moves, with legal moves only. Careful: the most tempting move here is illegal.</source>
        <translation>En partie, un coup illégal fait perdre immédiatement&#xa0;: impossible de le reprendre. Capturez le Roi en deux coups, uniquement avec des coups légaux. Attention&#xa0;: le coup le plus tentant est ici illégal.</translation>
    </message>
    <message>
        <source>Well done. Moving on the board, a Bishop only ever reaches half of the squares, those its diagonals lead to. Captured and dropped again, it may land on the other half.</source>
        <translation>Bravo. En se déplaçant sur le plateau, un Fou n’atteint jamais que la moitié des cases, celles où mènent ses diagonales. Capturé puis parachuté, il peut arriver sur l’autre moitié.</translation>
    </message>
    <message>
        <source>Well done. Gote could not save both: it saved the King, and the Rook fell. A jump cannot be blocked: the Princess&apos;s forks are deadly.</source>
        <translation>Bravo. Gote ne pouvait pas tout sauver&#xa0;: il a sauvé son Roi, et la Tour est tombée. Un saut ne peut pas être bloqué&#xa0;: les fourchettes de la Princesse sont redoutables.</translation>
    </message>
    <message>
        <source>Well done. The Lance could be dropped anywhere below the King on its file; capturing on h8, it had to promote.</source>
        <translation>Bravo. La Lance pouvait être parachutée n’importe où sous le Roi, sur sa colonne&#xa0;; pour capturer en h8, elle devait être promue.</translation>
    </message>
    <message>
        <source>A move is illegal when the very same move already led to the very same position earlier in the game. In this very position, your Rook has already gone from d1 to d5. Bring it to d5 again, in two moves.</source>
        <translation>Un coup est illégal lorsque ce même coup a déjà mené à cette même position plus tôt dans la partie. Dans cette même position, votre Tour est déjà allée de d1 à d5. Ramenez-la en d5, en deux coups.</translation>
    </message>
    <message>
        <source>Well done. This position, with Gote&apos;s King on g8, came up earlier in the game after the Rook went from d1 to d5. You reached it by a different move: that is allowed. Only the same move into the same position is forbidden.</source>
        <translation>Bravo. Cette position, avec le Roi de Gote en g8, s’est déjà présentée plus tôt dans la partie, après le coup de la Tour de d1 à d5. Vous l’avez atteinte par un autre coup&#xa0;: c’est permis. Seul le même coup menant à la même position est interdit.</translation>
    </message>
    <message>
        <source>The Pawn steps one square straight forward, and captures the same way, not diagonally as a chess pawn does. Capture the marked piece in two moves.</source>
        <translation>Le Pion avance d’une case droit devant lui et capture de la même façon, et non en diagonale comme le pion des échecs. Capturez la pièce marquée en deux coups.</translation>
    </message>
    <message>
        <source>After that move Gote saves both King and Bishop. Drop where the Rook attacks both along their rank, out of the King&apos;s reach.</source>
        <translation>Après ce coup, Gote sauve à la fois son Roi et son Fou. Parachutez la Tour là où elle les attaque tous deux sur leur rangée, hors de portée du Roi.</translation>
    </message>
    <message>
        <source>Well done. You hold a promoted Pawn (と) in hand: unlike a plain Pawn, it can be dropped, and it comes back with its six steps: forward, diagonally forward, sideways and straight back.</source>
        <translation>Bravo. Vous avez en main un Pion promu (と)&#xa0;: contrairement à un simple Pion, il peut être parachuté, et il revient avec ses six pas&#xa0;: en avant, en diagonale vers l’avant, sur le côté et droit en arrière.</translation>
    </message>
    <message>
        <source>Well done. The piece is turned over and shows its promoted side: 全. It now steps forward, diagonally forward, sideways or straight back.</source>
        <translation>Bravo. La pièce est retournée et montre sa face promue&#xa0;: 全. Elle se déplace désormais d’une case&#xa0;: droit devant, en diagonale vers l’avant, sur le côté ou droit en arrière.</translation>
    </message>
</context>
<context>
    <name>ogi::MainWindow</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Choose players, handicap and clock, and start a game</source>
        <translation>Choisir les joueurs, l’avantage et la pendule, puis commencer une partie</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>Faire pivoter le plateau d’un demi-tour</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>The side to move resigns</source>
        <translation>Le camp au trait abandonne</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Réclamer la nu&amp;lle</translation>
    </message>
    <message>
        <source>Claim a draw under the 50-move rule</source>
        <translation>Réclamer la nulle selon la règle des 50&#xa0;coups</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Annuler le &amp;coup</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;About Ōgi</source>
        <translation>À &amp;propos d’Ōgi</translation>
    </message>
    <message>
        <source>&amp;Eastern Pieces (kanji)</source>
        <translation>Pièces &amp;orientales (kanji)</translation>
    </message>
    <message>
        <source>&amp;Western Pieces (symbols)</source>
        <translation>Pièces occi&amp;dentales (symboles)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuration</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source>About Ōgi</source>
        <translation>À propos d’Ōgi</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Ask the computer for a move for you</source>
        <translation>Demander un coup à l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <source>The computer plays the best move it has found so far</source>
        <translation>L’ordinateur joue le meilleur coup trouvé jusqu’ici</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and pause its clock</source>
        <translation>Interrompre la réflexion de l’ordinateur et arrêter sa pendule</translation>
    </message>
    <message>
        <source>Let the computer think and play again</source>
        <translation>Laisser l’ordinateur réfléchir et jouer de nouveau</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1[*] — Ōgi</source>
        <translation>%1[*] — Ōgi</translation>
    </message>
    <message>
        <source>&amp;Rules of Ōgi</source>
        <translation>&amp;Règles d’Ōgi</translation>
    </message>
    <message>
        <source>How the game is played and how each piece moves</source>
        <translation>Comment se joue la partie et comment se déplace chaque pièce</translation>
    </message>
    <message>
        <source>S&amp;top Computer</source>
        <translation>Arrê&amp;ter l’ordinateur</translation>
    </message>
    <message>
        <source>Resume &amp;Computer</source>
        <translation>&amp;Relancer l’ordinateur</translation>
    </message>
    <message>
        <source>Untitled[*] — Ōgi</source>
        <translation>Sans titre[*] — Ōgi</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Play and study Ōgi (王棋), the 8×8 game of the King.&lt;/p&gt;&lt;p&gt;Ōgi is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or (as you choose) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with no warranty at all, not even that it is fit to sell or for any particular use; the licence says this in full.&lt;/p&gt;&lt;p&gt;The kanji on the Eastern pieces and in the icon are drawn from Noto Serif CJK, under the SIL Open Font License 1.1 (OFL-1.1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Jouer et étudier Ōgi (王棋), le Jeu du Roi sur un plateau de 8×8.&lt;/p&gt;&lt;p&gt;Ōgi est un logiciel libre&#xa0;: vous pouvez le partager et le modifier selon les termes de la Licence publique générale GNU, version&#xa0;3 ou (à votre choix) toute version ultérieure (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;Il est fourni sans aucune garantie, pas même celle d’être vendable ou de convenir à un usage particulier&#xa0;; la licence le dit en détail.&lt;/p&gt;&lt;p&gt;Les kanji des pièces orientales et de l’icône sont tirés de Noto Serif CJK, sous licence SIL Open Font License&#xa0;1.1 (OFL-1.1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Game</source>
        <comment>toolbar button</comment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Flip</source>
        <comment>toolbar button</comment>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Resign</source>
        <comment>toolbar button</comment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>toolbar button: claim a draw</comment>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>toolbar button</comment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Move Now</source>
        <comment>toolbar button: the computer plays at once</comment>
        <translation>Faire jouer</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>toolbar button: stop the computer</comment>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>toolbar button: let the computer play again</comment>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Jo&amp;ueurs…</translation>
    </message>
    <message>
        <source>Change who plays each side, or the computer&apos;s level, during the game</source>
        <translation>Changer qui joue chaque camp, ou le niveau de l’ordinateur, en cours de partie</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>Every key the window answers to</source>
        <translation>Toutes les touches auxquelles la fenêtre répond</translation>
    </message>
    <message>
        <source>Friendly game: a move the rules forbid is refused, and the reason is given. For the official rule, where such a move loses at once, choose it in Game ▸ New Game.</source>
        <translation>Partie amicale&#xa0;: un coup que les règles interdisent est refusé, avec la raison. Pour la règle officielle, où un tel coup fait perdre aussitôt, choisissez-la dans Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>Official rule: a move the rules forbid loses the game at once. For a friendly game, where it is refused instead, choose it in Game ▸ New Game.</source>
        <translation>Règle officielle&#xa0;: un coup que les règles interdisent fait perdre la partie aussitôt. Pour une partie amicale, où il est refusé, choisissez-la dans Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>%1 resigns, and %2 wins the game. Resign?</source>
        <translation>%1 abandonne et %2 gagne la partie. Abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Your &amp;Games…</source>
        <translation>&amp;Vos parties…</translation>
    </message>
    <message>
        <source>Your rating from your games against the computer, and how it went</source>
        <translation>Votre classement d’après vos parties contre l’ordinateur, et son évolution</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <source>Engine Failed</source>
        <translation>Erreur du moteur</translation>
    </message>
    <message>
        <source>%1

The game is paused and kept. Choose another player in Game ▸ Players…, then resume.</source>
        <translation>%1

La partie est suspendue et conservée. Choisissez un autre joueur dans Partie ▸ Joueurs…, puis relancez-la.</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>Add engines that can play a side, and set their options</source>
        <translation>Ajouter des moteurs qui peuvent jouer un camp, et régler leurs options</translation>
    </message>
    <message>
        <source>Engine &amp;Log</source>
        <translation>&amp;Journal des moteurs</translation>
    </message>
    <message>
        <source>The lines exchanged with external engines, as they come</source>
        <translation>Les lignes échangées avec les moteurs externes, au fil de l’eau</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Pas d’indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>Next &amp;Balanced Game…</source>
        <translation>&amp;Nouvelle partie équilibrée…</translation>
    </message>
    <message>
        <source>Opens New Game with the level and handicap where you now score about 50%.</source>
        <translation>Ouvre la fenêtre Nouvelle partie avec le niveau et l’avantage qui vous feront désormais marquer environ 50&#xa0;% des points.</translation>
    </message>
    <message>
        <source>Official rule: a move the rules forbid loses the game; you are told why and asked before it is played. For a friendly game, where it is refused instead, choose it in Game ▸ New Game.</source>
        <translation>Règle officielle&#xa0;: un coup que les règles interdisent fait perdre la partie&#xa0;; le programme vous dit pourquoi et vous demande confirmation avant de le jouer. Pour une partie amicale, où il est refusé, choisissez-la dans Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>Illegal Move</source>
        <translation>Coup illégal</translation>
    </message>
    <message>
        <source>This move is illegal and loses the game under the official rule. Play it anyway?</source>
        <translation>Ce coup est illégal et, selon la règle officielle, fait perdre la partie. Le jouer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>&amp;Le jouer quand même</translation>
    </message>
    <message>
        <source>Friendly game: a forbidden move is refused. Official rule: Game ▸ New Game.</source>
        <translation>Partie amicale&#xa0;: un coup interdit est refusé. Règle officielle&#xa0;: Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>Official rule: a forbidden move loses at once. Friendly game: Game ▸ New Game.</source>
        <translation>Règle officielle&#xa0;: un coup interdit fait perdre aussitôt. Partie amicale&#xa0;: Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>Official rule: a forbidden move loses if you confirm it. Friendly game: Game ▸ New Game.</source>
        <translation>Règle officielle&#xa0;: un coup interdit fait perdre si vous le confirmez. Partie amicale&#xa0;: Partie ▸ Nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>ogi::MoveBox</name>
    <message>
        <source>e.g. Pc3-c4, c3c4, N*e4</source>
        <translation>p. ex. Pc3-c4, c3c4, N*e4</translation>
    </message>
    <message>
        <source>Type a move and press Enter: c3c4, Pc3-c4, N*e4, ☗歩c3-c4, or just the square (c4) when only one move goes there</source>
        <translation>Saisissez un coup et appuyez sur Entrée&#xa0;: c3c4, Pc3-c4, N*e4, ☗歩c3-c4, ou seulement la case (c4) quand un seul coup y mène</translation>
    </message>
    <message>
        <source>Move to play</source>
        <translation>Coup à jouer</translation>
    </message>
    <message>
        <source>Move box message</source>
        <translation>Message de la saisie du coup</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>C&amp;oup&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ogi::MoveListView</name>
    <message>
        <source>better: %1</source>
        <translation>meilleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <comment>minutes:seconds used on a move</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>%1 — illegal move:</source>
        <translation>%1 — coup illégal&#xa0;:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Affiché&#xa0;: %1</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
</context>
<context>
    <name>ogi::NavigationBar</name>
    <message>
        <source>First Move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Back Ten Moves</source>
        <translation>Dix coups en arrière</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Forward Ten Moves</source>
        <translation>Dix coups en avant</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ogi::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Sente (☗, moves first)</source>
        <translation>Sente (☗, joue en premier)</translation>
    </message>
    <message>
        <source>Gote (☖)</source>
        <translation>Gote (☖)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Computer strength: 1 (beginner) to 10 (full strength)</source>
        <translation>Force de l’ordinateur&#xa0;: de 1 (débutant) à 10 (pleine puissance)</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Partie à avantage</translation>
    </message>
    <message>
        <source>Sente</source>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>Gote</translation>
    </message>
    <message>
        <source>The side whose pieces start promoted</source>
        <translation>Le camp dont les pièces commencent promues</translation>
    </message>
    <message>
        <source>Pieces starting promoted:</source>
        <translation>Pièces promues au départ&#xa0;:</translation>
    </message>
    <message>
        <source>Weaker side:</source>
        <translation>Camp le plus faible&#xa0;:</translation>
    </message>
    <message>
        <source>Click the weaker side&apos;s pieces to start them promoted:</source>
        <translation>Cliquez sur les pièces du camp le plus faible pour qu’elles commencent promues&#xa0;:</translation>
    </message>
    <message>
        <source>玉 (gyokushō)</source>
        <translation>玉 (gyokushō)</translation>
    </message>
    <message>
        <source>王 (ōshō)</source>
        <translation>王 (ōshō)</translation>
    </message>
    <message>
        <source>Sente&apos;s King:</source>
        <translation>Roi de Sente&#xa0;:</translation>
    </message>
    <message>
        <source>Gote&apos;s King:</source>
        <translation>Roi de Gote&#xa0;:</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>Main time + byoyomi</source>
        <translation>Temps principal + byoyomi</translation>
    </message>
    <message>
        <source>Main time + increment</source>
        <translation>Temps principal + incrément</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Temps principal&#xa0;:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Increment per move:</source>
        <translation>Incrément par coup&#xa0;:</translation>
    </message>
    <message>
        <source>Byoyomi:</source>
        <translation>Byoyomi&#xa0;:</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <translation>Coups illégaux</translation>
    </message>
    <message>
        <source>Official rule: an illegal move loses</source>
        <translation>Règle officielle&#xa0;: un coup illégal fait perdre</translation>
    </message>
    <message>
        <source>Friendly: an illegal move is refused</source>
        <translation>Partie amicale&#xa0;: un coup illégal est refusé</translation>
    </message>
    <message>
        <source>The move is not played and the reason is shown over the board; the player tries again.</source>
        <translation>Le coup n’est pas joué et la raison s’affiche sur le plateau&#xa0;; le joueur recommence.</translation>
    </message>
    <message>
        <source>As in a tournament: the player who makes an illegal move loses the game at once.</source>
        <translation>Comme en tournoi&#xa0;: le joueur qui joue un coup illégal perd aussitôt la partie.</translation>
    </message>
    <message>
        <source>Sente&apos;s level</source>
        <translation>Niveau de Sente</translation>
    </message>
    <message>
        <source>Gote&apos;s level</source>
        <translation>Niveau de Gote</translation>
    </message>
    <message>
        <source>Sente&apos;s name</source>
        <translation>Nom de Sente</translation>
    </message>
    <message>
        <source>Gote&apos;s name</source>
        <translation>Nom de Gote</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Votre classement</translation>
    </message>
    <message>
        <source>No rated game yet: you start provisional at %1, the strength of level 1.</source>
        <translation>Aucune partie comptée pour l’instant&#xa0;: vous partez d’un classement provisoire de %1, la force du niveau 1.</translation>
    </message>
    <message>
        <source>Your rating: %1 (Ōgi Elo, on the scale of the levels).</source>
        <translation>Votre classement&#xa0;: %1 (Elo d’Ōgi, sur l’échelle des niveaux).</translation>
    </message>
    <message>
        <source>Find me a balanced game (provisional rating)</source>
        <translation>Trouver une partie équilibrée (classement provisoire)</translation>
    </message>
    <message>
        <source>Find me a balanced game</source>
        <translation>Trouver une partie équilibrée</translation>
    </message>
    <message>
        <source>Your rating counts only games between you and the computer.</source>
        <translation>Seules vos parties contre l’ordinateur comptent pour votre classement.</translation>
    </message>
    <message>
        <source>Level %1 with this handicap: it has no measured value, so the game is not rated.</source>
        <translation>Niveau %1 avec cet avantage&#xa0;: il n’a pas de valeur mesurée, la partie ne comptera donc pas pour votre classement.</translation>
    </message>
    <message>
        <source>Not rated with the friendly rule.</source>
        <translation>Une partie amicale ne compte pas pour votre classement.</translation>
    </message>
    <message>
        <source>The rule is now the official one, where an illegal move loses: games under the friendly rule are not rated.</source>
        <translation>La règle officielle est désormais choisie (un coup illégal fait perdre)&#xa0;: les parties amicales ne comptent pas pour le classement.</translation>
    </message>
    <message>
        <source>Chooses the level and handicap where you score about 50%, under the official rule: games under the friendly rule are not rated.</source>
        <translation>Choisit le niveau et l’avantage qui vous feront marquer environ 50&#xa0;% des points, avec la règle officielle&#xa0;: les parties amicales ne comptent pas pour le classement.</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured near level %3)</source>
        <translation>%1 (≈ +%2&#xa0;Elo, mesuré près du niveau %3)</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured at this level)</source>
        <translation>%1 (≈ +%2&#xa0;Elo, mesuré à ce niveau)</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, measured at level %3)</source>
        <translation>%1 (≈ +%2&#xa0;Elo, mesuré au niveau %3)</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, interpolated between level %3 and near level %4)</source>
        <translation>%1 (≈ +%2&#xa0;Elo, interpolé entre le niveau %3 et les environs du niveau %4)</translation>
    </message>
    <message>
        <source>%1 (≈ +%2 Elo, interpolated between levels %3 and %4)</source>
        <translation>%1 (≈ +%2&#xa0;Elo, interpolé entre les niveaux %3 et %4)</translation>
    </message>
    <message>
        <source>Level %1, even game: you score about %2%.</source>
        <translation>Niveau %1, sans avantage&#xa0;: vous devriez marquer environ %2&#xa0;% des points.</translation>
    </message>
    <message>
        <source>Level %1 with %2 for you: you score about %3%.</source>
        <translation>Niveau %1 avec %2 pour vous&#xa0;: vous devriez marquer environ %3&#xa0;% des points.</translation>
    </message>
    <message>
        <source>Level %1 with %2 for the computer: you score about %3%.</source>
        <translation>Niveau %1 avec %2 pour l’ordinateur&#xa0;: vous devriez marquer environ %3&#xa0;% des points.</translation>
    </message>
</context>
<context>
    <name>ogi::PanelStyle</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>In the moves: %1.</source>
        <translation>Notation des coups&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ogi::PlayerChoice</name>
    <message>
        <source>%1 (failed)</source>
        <translation>%1 (en panne)</translation>
    </message>
</context>
<context>
    <name>ogi::PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Sente (☗):</source>
        <translation>&amp;Sente (☗)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Gote (☖):</source>
        <translation>&amp;Gote (☖)&#xa0;:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>Computer strength: 1 (beginner) to 10 (full strength)</source>
        <translation>Force de l’ordinateur&#xa0;: de 1 (débutant) à 10 (pleine puissance)</translation>
    </message>
    <message>
        <source>The game goes on from the current position; a change takes effect at that side&apos;s next turn.</source>
        <translation>La partie continue depuis la position actuelle&#xa0;; un changement prend effet au prochain tour de ce camp.</translation>
    </message>
    <message>
        <source>Sente&apos;s level</source>
        <translation>Niveau de Sente</translation>
    </message>
    <message>
        <source>Gote&apos;s level</source>
        <translation>Niveau de Gote</translation>
    </message>
</context>
<context>
    <name>ogi::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Composer une position</translation>
    </message>
    <message>
        <source>Sente (☗) to move</source>
        <translation>Sente (☗) au trait</translation>
    </message>
    <message>
        <source>Gote (☖) to move</source>
        <translation>Gote (☖) au trait</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vider le plateau</translation>
    </message>
    <message>
        <source>Drag pieces from the right onto the board or a hand; drag them off to remove. Right-click or double-click a piece to promote or unpromote it.</source>
        <translation>Faites glisser les pièces de droite sur le plateau ou dans une main&#xa0;; faites-les glisser hors du plateau pour les retirer. Un clic droit ou un double-clic sur une pièce la promeut ou la rétrograde.</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>&amp;Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>S&amp;FEN:</source>
        <translation>S&amp;FEN&#xa0;:</translation>
    </message>
    <message>
        <source>The position as SFEN: copy it, or paste or type one and press Enter to set it up</source>
        <translation>La position au format SFEN&#xa0;: copiez-la, ou collez-en ou tapez-en une et appuyez sur Entrée pour la mettre en place</translation>
    </message>
    <message>
        <source>Position as SFEN</source>
        <translation>Position au format SFEN</translation>
    </message>
    <message>
        <source>This SFEN cannot be read: %1</source>
        <translation>Ce SFEN ne peut pas être lu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ogi::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Eastern (kanji)</source>
        <translation>Oriental (kanji)</translation>
    </message>
    <message>
        <source>Western (symbols)</source>
        <translation>Occidental (symboles)</translation>
    </message>
    <message>
        <source>Show legal targets of the piece held</source>
        <translation>Montrer les cases accessibles à la pièce tenue</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Afficher les coordonnées</translation>
    </message>
    <message>
        <source>Play a click when a piece lands</source>
        <translation>Jouer un son quand une pièce est posée</translation>
    </message>
    <message>
        <source>This build of Ōgi has no sound support</source>
        <translation>Cette version d’Ōgi ne gère pas le son</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Piece style:</source>
        <translation>Style des pièces&#xa0;:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Ask before resigning</source>
        <translation>Demander confirmation avant d’abandonner</translation>
    </message>
    <message>
        <source>Strict: an illegal move loses at once, without asking</source>
        <translation>Strict&#xa0;: un coup illégal fait perdre aussitôt, sans confirmation</translation>
    </message>
    <message>
        <source>Under the official rule an illegal move loses the game. Unticked, the program first says why your move is illegal and asks whether to play it.</source>
        <translation>Selon la règle officielle, un coup illégal fait perdre la partie. Case décochée, le programme dit d’abord pourquoi votre coup est illégal et demande s’il faut le jouer.</translation>
    </message>
    <message>
        <source>Evaluation bar and graph:</source>
        <translation>Barre et graphique d’évaluation&#xa0;:</translation>
    </message>
    <message>
        <source>Chances of winning</source>
        <translation>Chances de gain</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Avantage en pions</translation>
    </message>
    <message>
        <source>How the bar beside the board and the graph of the game show the computer&apos;s evaluation</source>
        <translation>Comment la barre à côté du plateau et le graphique de la partie présentent l’évaluation de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>ogi::ProgressFile</name>
    <message>
        <source>%1: %2. The file could not be moved aside; it is left as it is, and your %3 will not be saved until it is removed.</source>
        <translation>%1&#xa0;: %2. Le fichier n’a pas pu être mis de côté&#xa0;; il reste tel quel, et l’enregistrement de votre %3 est suspendu tant qu’il n’aura pas été supprimé.</translation>
    </message>
    <message>
        <source>%1: %2. It was kept as %3, and your %4 starts afresh.</source>
        <translation>%1&#xa0;: %2. Le fichier a été conservé sous le nom %3, et votre %4 repart de zéro.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a valid JSON file (%1 at byte %2)</source>
        <translation>ce n’est pas un fichier JSON valide (%1 à l’octet %2)</translation>
    </message>
    <message>
        <source>the format version is missing</source>
        <translation>la version du format manque</translation>
    </message>
    <message>
        <source>written by a newer version of Ōgi (format %1; this version reads up to %2)</source>
        <translation>écrit par une version plus récente d’Ōgi (format %1&#xa0;; cette version lit jusqu’au format %2)</translation>
    </message>
    <message>
        <source>Not saved: %1 could not be read and is left untouched.</source>
        <translation>Non enregistré&#xa0;: %1 n’a pas pu être lu et reste intact.</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1</source>
        <translation>Impossible de créer le dossier de %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a %1 file</source>
        <translation>ce n’est pas un fichier de %1</translation>
    </message>
</context>
<context>
    <name>ogi::PromptOverlay</name>
    <message>
        <source>Promote?</source>
        <translation>Promouvoir&#xa0;?</translation>
    </message>
    <message>
        <source>King&apos;s privilege</source>
        <translation>Fait du Roi</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Promouvoir</translation>
    </message>
    <message>
        <source>Keep promoted</source>
        <translation>Garder promue</translation>
    </message>
    <message>
        <source>Don&apos;t promote</source>
        <translation>Ne pas promouvoir</translation>
    </message>
    <message>
        <source>Demote</source>
        <translation>Rétrograder</translation>
    </message>
    <message>
        <source>Esc: cancel the move</source>
        <translation>Échap&#xa0;: annuler le coup</translation>
    </message>
    <message>
        <source>%1 / Enter</source>
        <comment>the keys of the first choice</comment>
        <translation>%1 / Entrée</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>the letter that answers yes to the promotion prompt (promote, keep promoted)</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the letter that answers no to the promotion prompt</comment>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleCollection</name>
    <message>
        <source>Cannot read the puzzles in %1: %2</source>
        <translation>Impossible de lire les problèmes dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleController</name>
    <message>
        <source>%1 can capture the King at once: there is nothing to solve.</source>
        <translation>%1 peut capturer le Roi tout de suite&#xa0;: il n’y a rien à résoudre.</translation>
    </message>
    <message>
        <source>Puzzle from a position</source>
        <translation>Problème à partir d’une position</translation>
    </message>
    <message>
        <source>The search was stopped.</source>
        <translation>La recherche a été arrêtée.</translation>
    </message>
    <message>
        <source>No forced King capture was found in the time given; a longer one may exist.</source>
        <translation>Aucune capture forcée du Roi n’a été trouvée dans le temps imparti&#xa0;; il en existe peut-être une plus longue.</translation>
    </message>
    <message>
        <source>Forced win</source>
        <translation>Gain forcé</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Tsume &amp;Puzzles</source>
        <translation>&amp;Problèmes de tsume</translation>
    </message>
    <message>
        <source>Capture the King by checks: puzzles for your rating</source>
        <translation>Capturer le Roi en donnant échec à chaque coup&#xa0;: des problèmes à votre niveau</translation>
    </message>
    <message>
        <source>Puzzle from a SFEN or FEEN &amp;Text…</source>
        <translation>Problème à partir d’un &amp;texte SFEN ou FEEN…</translation>
    </message>
    <message>
        <source>Is There a &amp;Forced Win Here?</source>
        <translation>Y a-t-il un &amp;gain forcé ici&#xa0;?</translation>
    </message>
    <message>
        <source>Look for a forced King capture for the side to move in the position shown</source>
        <translation>Chercher une capture forcée du Roi pour le camp au trait dans la position affichée</translation>
    </message>
    <message>
        <source>You have solved every puzzle of the collection.</source>
        <translation>Vous avez résolu tous les problèmes de la collection.</translation>
    </message>
    <message>
        <source>The defender is thinking…</source>
        <translation>Le défenseur réfléchit…</translation>
    </message>
    <message>
        <source>Good. Every defence loses: take the King.</source>
        <translation>Bien. Toutes les défenses perdent&#xa0;: prenez le Roi.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>Refutation: %1</source>
        <translation>Réfutation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (provisional)</source>
        <translation>Votre classement aux problèmes&#xa0;: %1 (provisoire)</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1</source>
        <translation>Votre classement aux problèmes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (%2)</source>
        <translation>Votre classement aux problèmes&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Puzzle from a text</source>
        <translation>Problème à partir d’un texte</translation>
    </message>
    <message>
        <source>This is neither a SFEN nor a FEEN position.
As SFEN: %1
As FEEN: %2</source>
        <translation>Ce n’est une position ni SFEN ni FEEN.
En SFEN&#xa0;: %1
En FEEN&#xa0;: %2</translation>
    </message>
    <message>
        <source>Looking for a forced King capture…</source>
        <translation>Recherche d’une capture forcée du Roi…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to look for.</source>
        <translation>La partie est terminée&#xa0;: il n’y a rien à chercher.</translation>
    </message>
    <message>
        <source>&amp;Solve This Position as a Puzzle</source>
        <translation>&amp;Résoudre cette position comme un problème</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no mate by checks within %n of its moves: this position does not make a tsume.</source>
        <translation>
            <numerusform>%1 n’a pas de mat par échecs en %n&#xa0;coup au plus&#xa0;: cette position ne peut pas servir de tsume.</numerusform>
            <numerusform>%1 n’a pas de mat par échecs en %n&#xa0;coups au plus&#xa0;: cette position ne peut pas servir de tsume.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Good. Mate in %n more move(s) of yours.</source>
        <translation>
            <numerusform>Bien. Encore %n&#xa0;coup à vous, et c’est le mat.</numerusform>
            <numerusform>Bien. Encore %n&#xa0;coups à vous, et c’est le mat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1. This puzzle now counts as failed for your rating.</source>
        <translation>Indice&#xa0;: %1. Ce problème compte désormais comme raté pour votre classement.</translation>
    </message>
    <message numerus="yes">
        <source>Tsume %1 · %n plies · %2</source>
        <translation>
            <numerusform>Tsume %1 · %n&#xa0;demi-coup · %2</numerusform>
            <numerusform>Tsume %1 · %n&#xa0;demi-coups · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your position · %n plies</source>
        <translation>
            <numerusform>Votre position · %n&#xa0;demi-coup</numerusform>
            <numerusform>Votre position · %n&#xa0;demi-coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n of your moves.</source>
        <translation>
            <numerusform>Mat en %n&#xa0;coup à vous.</numerusform>
            <numerusform>Mat en %n&#xa0;coups à vous.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play. Every move of yours must give check; the defender answers with its strongest reply. After your last check the King cannot escape: take it.</source>
        <translation>%1 au trait. Chacun de vos coups doit donner échec&#xa0;; le défenseur répond par sa meilleure parade. Après votre dernier échec, le Roi ne peut plus s’échapper&#xa0;: prenez-le.</translation>
    </message>
    <message>
        <source>The King is taken. You used a hint: this puzzle counts as failed for your rating.</source>
        <translation>Le Roi est pris. Vous avez utilisé un indice&#xa0;: ce problème compte comme raté pour votre classement.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a mate in %n move(s)…</source>
        <translation>
            <numerusform>Recherche d’un mat en %n&#xa0;coup…</numerusform>
            <numerusform>Recherche d’un mat en %n&#xa0;coups…</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes: %1 can capture the King at once: %2</source>
        <translation>Oui&#xa0;: %1 peut capturer le Roi tout de suite&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>No: %1 has no forced mate within %n of its moves.</source>
        <translation>
            <numerusform>Non&#xa0;: %1 n’a pas de mat forcé en jouant au plus %n&#xa0;coup.</numerusform>
            <numerusform>Non&#xa0;: %1 n’a pas de mat forcé en jouant au plus %n&#xa0;coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes: %1 mates in %n move(s) of its own, whatever the defence, then takes the King: %2</source>
        <translation>
            <numerusform>Oui&#xa0;: %1 fait mat en jouant %n&#xa0;coup, quelle que soit la défense, puis prend le Roi&#xa0;: %2</numerusform>
            <numerusform>Oui&#xa0;: %1 fait mat en jouant %n&#xa0;coups, quelle que soit la défense, puis prend le Roi&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>A position in SFEN or FEEN, with both Kings; the side to move attacks:</source>
        <translation>Une position en SFEN ou en FEEN, avec les deux Rois&#xa0;; le camp au trait attaque&#xa0;:</translation>
    </message>
    <message>
        <source>This position cannot be a puzzle: %1

Both Kings must be on the board: under the rules a side without its King has no move. If the attacker&apos;s King was left out, place it where it takes no part.</source>
        <translation>Cette position ne peut pas servir de problème&#xa0;: %1

Les deux Rois doivent être sur le plateau&#xa0;: selon les règles, un camp sans son Roi n’a aucun coup légal. Si le Roi de l’attaquant a été omis, placez-le là où il ne joue aucun rôle.</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleGoal</name>
    <message>
        <source>The defender plays the solver&apos;s answer.</source>
        <translation>Le défenseur joue la réponse du solveur.</translation>
    </message>
    <message>
        <source>Wait for the defender&apos;s answer.</source>
        <translation>Attendez la réponse du défenseur.</translation>
    </message>
    <message>
        <source>That move does not force the win: the defender escapes.</source>
        <translation>Ce coup ne force pas le gain&#xa0;: le défenseur s’échappe.</translation>
    </message>
    <message>
        <source>Solved: the King is captured.</source>
        <translation>Résolu&#xa0;: le Roi est capturé.</translation>
    </message>
    <message>
        <source>Solved: the defender has no answer.</source>
        <translation>Résolu&#xa0;: le défenseur n’a plus de réponse.</translation>
    </message>
    <message>
        <source>That move does not force the win.</source>
        <translation>Ce coup ne force pas le gain.</translation>
    </message>
    <message>
        <source>That move is no check: in a tsume every move must give check.</source>
        <translation>Ce coup ne donne pas échec&#xa0;: dans un tsume, chaque coup doit donner échec.</translation>
    </message>
    <message>
        <source>That move wins too, but it gives no check, and a tsume asks for a check with every move. It is taken back: find a check.</source>
        <translation>Ce coup gagne aussi, mais il ne donne pas échec, et un tsume demande un échec à chaque coup. Il est annulé&#xa0;: trouvez un échec.</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzlePanel</name>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Show a move that wins: this puzzle then counts as failed for your rating</source>
        <translation>Montrer un coup gagnant&#xa0;: ce problème comptera alors comme raté pour votre classement</translation>
    </message>
    <message>
        <source>Show a move that wins</source>
        <translation>Montrer un coup gagnant</translation>
    </message>
    <message>
        <source>H&amp;int (counts as failed)</source>
        <translation>&amp;Indice (compte comme raté)</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
</context>
<context>
    <name>ogi::PuzzleProgress</name>
    <message>
        <source>puzzle progress</source>
        <translation>progression dans les problèmes</translation>
    </message>
    <message>
        <source>the record of puzzle &quot;%1&quot; is damaged (%2)</source>
        <translation>la fiche du problème «&#xa0;%1&#xa0;» est endommagée (%2)</translation>
    </message>
    <message>
        <source>&quot;puzzles&quot; is missing</source>
        <translation>«&#xa0;puzzles&#xa0;» manque</translation>
    </message>
</context>
<context>
    <name>ogi::Quiz</name>
    <message>
        <source>%1 – %2, %3</source>
        <translation>%1 – %2, %3</translation>
    </message>
</context>
<context>
    <name>ogi::QuizController</name>
    <message>
        <source>&amp;Quiz from Your Games</source>
        <translation>&amp;Quiz de vos parties</translation>
    </message>
    <message>
        <source>Find the better move where you lost a lot in your analysed games</source>
        <translation>Trouver le meilleur coup là où vous avez beaucoup perdu dans vos parties analysées</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) for the quiz from this game&apos;s mistakes (Learn → Quiz)</source>
        <translation>
            <numerusform>%n&#xa0;question pour le quiz tirée des erreurs de cette partie (Apprendre → Quiz de vos parties)</numerusform>
            <numerusform>%n&#xa0;questions pour le quiz tirées des erreurs de cette partie (Apprendre → Quiz de vos parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>The quiz asks about your own mistakes: analyse a game you played (Review → Analyse Game), and the moves that lost a lot become questions.</source>
        <translation>Le quiz porte sur vos propres erreurs&#xa0;: analysez une partie que vous avez jouée (Étude → Analyser la partie), et les coups qui ont beaucoup perdu deviennent des questions.</translation>
    </message>
    <message>
        <source>No question is due today. Come back tomorrow, or analyse more of your games.</source>
        <translation>Aucune question n’est prévue aujourd’hui. Revenez demain, ou analysez d’autres parties.</translation>
    </message>
    <message>
        <source>Looking at your move…</source>
        <translation>Examen de votre coup…</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due today</source>
        <translation>
            <numerusform>%n&#xa0;question à revoir aujourd’hui</numerusform>
            <numerusform>%n&#xa0;questions à revoir aujourd’hui</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to play. In the game, %2 was played here. Before it: %3. After it: %4.</source>
        <translation>%1 au trait. Dans la partie, %2 a été joué ici. Avant ce coup&#xa0;: %3. Après&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 to play. In the game, %2 was played here, and it lost %3.</source>
        <translation>%1 au trait. Dans la partie, %2 a été joué ici, et ce coup a coûté %3.</translation>
    </message>
</context>
<context>
    <name>ogi::QuizDeck</name>
    <message>
        <source>quiz</source>
        <translation>quiz</translation>
    </message>
    <message>
        <source>quiz item &quot;%1&quot; is damaged</source>
        <translation>la question «&#xa0;%1&#xa0;» du quiz est endommagée</translation>
    </message>
    <message>
        <source>the game of quiz item &quot;%1&quot; does not replay</source>
        <translation>la partie de la question «&#xa0;%1&#xa0;» du quiz ne se rejoue pas</translation>
    </message>
    <message>
        <source>quiz item &quot;%1&quot; names the move &quot;%2&quot;, which is not a move</source>
        <translation>la question «&#xa0;%1&#xa0;» du quiz cite le coup «&#xa0;%2&#xa0;», qui n’est pas un coup</translation>
    </message>
    <message>
        <source>&quot;items&quot; is missing</source>
        <translation>«&#xa0;items&#xa0;» manque</translation>
    </message>
</context>
<context>
    <name>ogi::QuizGoal</name>
    <message>
        <source>Right: your move keeps what the better move keeps.</source>
        <translation>Juste&#xa0;: votre coup garde ce que garde le meilleur coup.</translation>
    </message>
    <message>
        <source>Not quite: your move loses too much as well. %1</source>
        <translation>Pas tout à fait&#xa0;: votre coup perd trop, lui aussi. %1</translation>
    </message>
    <message>
        <source>The better move was %1.</source>
        <translation>Le meilleur coup était %1.</translation>
    </message>
    <message>
        <source>This question is answered.</source>
        <translation>Cette question a déjà reçu une réponse.</translation>
    </message>
    <message>
        <source>Right: that is the better move.</source>
        <translation>Juste&#xa0;: c’est le meilleur coup.</translation>
    </message>
    <message>
        <source>That is the move of the game, which lost %1. %2</source>
        <translation>C’est le coup de la partie, qui a coûté %1. %2</translation>
    </message>
</context>
<context>
    <name>ogi::QuizPanel</name>
    <message>
        <source>Find the better move</source>
        <translation>Trouvez le meilleur coup</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>Question &amp;suivante</translation>
    </message>
    <message>
        <source>Show the &amp;Answer</source>
        <translation>Voir la &amp;réponse</translation>
    </message>
</context>
<context>
    <name>ogi::RatingChart</name>
    <message>
        <source>No rated game yet</source>
        <translation>Aucune partie comptée pour l’instant</translation>
    </message>
    <message>
        <source>start</source>
        <comment>the rating chart&apos;s first point, before any game</comment>
        <translation>départ</translation>
    </message>
    <message>
        <source>rated games</source>
        <translation>parties comptées</translation>
    </message>
</context>
<context>
    <name>ogi::RatingDialog</name>
    <message>
        <source>Your Games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <source>Your rating: %1, provisional (no rated game yet)</source>
        <translation>Votre classement&#xa0;: %1, provisoire (aucune partie comptée pour l’instant)</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: %1 after %n rated game(s)</source>
        <translation>
            <numerusform>Votre classement&#xa0;: %1 après %n&#xa0;partie comptée</numerusform>
            <numerusform>Votre classement&#xa0;: %1 après %n&#xa0;parties comptées</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating after each rated game</source>
        <translation>Votre classement après chaque partie comptée</translation>
    </message>
    <message>
        <source>Ōgi Elo, on the scale of the computer&apos;s levels (level 1 = %1, level 10 ≈ %2); the band shows the uncertainty, ± one deviation. Games against the built-in computer count, handicap games too: a game counts against the level&apos;s rating less the handicap&apos;s measured value when you receive it, plus that value when you give it.</source>
        <translation>Elo d’Ōgi, sur l’échelle des niveaux de l’ordinateur (niveau 1 = %1, niveau 10 ≈ %2)&#xa0;; la bande montre l’incertitude, à plus ou moins un écart type. Les parties contre l’ordinateur intégré comptent, les parties avec avantage aussi&#xa0;: une telle partie est évaluée face au classement du niveau, diminué de la valeur mesurée de l’avantage quand vous le recevez, augmenté de cette valeur quand vous le donnez.</translation>
    </message>
    <message>
        <source>A game is not rated when:</source>
        <translation>Une partie ne compte pas pour le classement quand&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ogi::RatingRecord</name>
    <message>
        <source>&quot;rating&quot; is missing</source>
        <translation>«&#xa0;rating&#xa0;» manque</translation>
    </message>
    <message>
        <source>the rating&apos;s &quot;%1&quot; is %2, where %3 to %4 is expected</source>
        <translation>la valeur «&#xa0;%1&#xa0;» du classement vaut %2, alors qu’elle devrait être comprise entre %3 et %4</translation>
    </message>
    <message>
        <source>the rating&apos;s day %1 is not a date</source>
        <translation>la date du classement, %1, n’est pas une date valide</translation>
    </message>
</context>
<context>
    <name>ogi::RecentFiles</name>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>&amp;Parties récentes</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
</context>
<context>
    <name>ogi::RecordChanges</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n&#xa0;coup</numerusform>
            <numerusform>%n&#xa0;coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n&#xa0;variante</numerusform>
            <numerusform>%n&#xa0;variantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comment(s)</source>
        <translation>
            <numerusform>%n&#xa0;commentaire</numerusform>
            <numerusform>%n&#xa0;commentaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrow(s)</source>
        <translation>
            <numerusform>%n&#xa0;flèche</numerusform>
            <numerusform>%n&#xa0;flèches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n circle(s)</source>
        <translation>
            <numerusform>%n&#xa0;cercle</numerusform>
            <numerusform>%n&#xa0;cercles</numerusform>
        </translation>
    </message>
    <message>
        <source>the analysis</source>
        <translation>l’analyse</translation>
    </message>
    <message>
        <source>the game&apos;s details</source>
        <translation>les informations de la partie</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list of changes (&quot;1 comment, 1 arrow&quot;).</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ogi::RecordFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a game record (.ogn)</source>
        <translation>Ouvrir un fichier de partie (.ogn)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game record under a new name</source>
        <translation>Enregistrer la partie sous un autre nom</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Ōgi records (*.ogn);;All files (*)</source>
        <translation>Parties d’Ōgi (*.ogn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>game.ogn</source>
        <translation>partie.ogn</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Ōgi records (*.ogn)</source>
        <translation>Parties d’Ōgi (*.ogn)</translation>
    </message>
    <message>
        <source>Game ended by an illegal move</source>
        <translation>Partie terminée par un coup illégal</translation>
    </message>
    <message>
        <source>In this record, %1 %2 is illegal: %3. Under the rules the game ends there, so it was opened up to that move; the moves written after it were left out.</source>
        <translation>Dans cette partie, %1 %2 est illégal&#xa0;: %3. Selon les règles, la partie s’arrête là&#xa0;: elle a été ouverte jusqu’à ce coup, et les coups écrits après n’ont pas été repris.</translation>
    </message>
    <message>
        <source>Your unsaved work could not be kept safe: %1</source>
        <translation>Votre travail non enregistré n’a pas pu être mis à l’abri&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game you left for the exercises has unsaved changes. Save them now?</source>
        <translation>La partie que vous avez quittée pour les exercices a des modifications non enregistrées. Les enregistrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Save your changes to %1?</source>
        <translation>Enregistrer les modifications de %1&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it now?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>This game has not been saved. Save it now?</source>
        <translation>Cette partie n’a pas été enregistrée. L’enregistrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <extracomment>The button that replaces the game without saving it.</extracomment>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Unsaved work damaged</source>
        <translation>Travail non enregistré endommagé</translation>
    </message>
    <message>
        <source>The work kept safe when Ōgi last stopped cannot be read.

%1</source>
        <translation>Le travail mis à l’abri lors du dernier arrêt d’Ōgi est illisible.

%1</translation>
    </message>
    <message>
        <source>Restore the position?</source>
        <translation>Restaurer la position&#xa0;?</translation>
    </message>
    <message>
        <source>Restore the position you were setting up?</source>
        <translation>Restaurer la position que vous étiez en train de composer&#xa0;?</translation>
    </message>
    <message>
        <source>Restore your unsaved work?</source>
        <translation>Restaurer votre travail non enregistré&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Supprimer</translation>
    </message>
</context>
<context>
    <name>ogi::ReviewController</name>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>Let the computer evaluate every position of the game</source>
        <translation>Faire évaluer chaque position de la partie par l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Stop Analysis</source>
        <translation>Arrê&amp;ter l’analyse</translation>
    </message>
    <message>
        <source>&amp;Live Analysis</source>
        <translation>Analyse en &amp;direct</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Promouvoir la &amp;variante</translation>
    </message>
    <message>
        <source>Make the shown variation the main continuation</source>
        <translation>Faire de la variante affichée la suite principale</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Supprimer la variante</translation>
    </message>
    <message>
        <source>Remove the shown variation</source>
        <translation>Supprimer la variante affichée</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>Ét&amp;ude</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 positions</source>
        <translation>Analyse&#xa0;: %1 positions sur %2</translation>
    </message>
    <message>
        <source>Handicap: %1</source>
        <translation>Avantage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Show the computer&apos;s best lines for the position on the board</source>
        <translation>Afficher les meilleures variantes de l’ordinateur pour la position du plateau</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>How close each side&apos;s moves came to the engine&apos;s, from the chance of winning each lost (100%: none lost more than the analysis&apos;s own noise)</source>
        <translation>À quel point les coups de chaque camp se rapprochent de ceux du moteur, d’après les chances de gain perdues à chaque coup (100&#xa0;%&#xa0;: aucun coup n’a perdu plus que la marge d’incertitude de l’analyse elle-même)</translation>
    </message>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1&#xa0;: %2 de précision&#xa0;; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(s)</source>
        <translation>
            <numerusform>%n&#xa0;imprécision</numerusform>
            <numerusform>%n&#xa0;imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n&#xa0;erreur</numerusform>
            <numerusform>%n&#xa0;erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n&#xa0;gaffe</numerusform>
            <numerusform>%n&#xa0;gaffes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::RulesDialog</name>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Le tour de jeu</translation>
    </message>
    <message>
        <source>On each turn you make exactly one move: move one of your pieces on the board, possibly capturing or promoting, or drop a piece from your hand. There is no passing. The Pieces tab shows how each piece moves.</source>
        <translation>À chaque tour, vous jouez exactement un coup&#xa0;: soit vous déplacez une de vos pièces sur le plateau, avec éventuellement une capture ou une promotion, soit vous parachutez une pièce que vous avez en main. On ne peut pas passer son tour. L’onglet «&#xa0;Pièces&#xa0;» montre comment se déplace chaque pièce.</translation>
    </message>
    <message>
        <source>Captures and the hand</source>
        <translation>Captures et pièces en main</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Parachutages</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends when a King is captured, when a player resigns or runs out of time, or when the side to move has no legal move (it loses). A player who makes an illegal move loses at once; this includes repeating a move that has already produced exactly the same position. After 50 moves by each side (100 plies) with no capture and no move of an unpromoted Pawn, either player may claim a draw.</source>
        <translation>La partie se termine lorsqu’un Roi est capturé, lorsqu’un joueur abandonne ou dépasse son temps, ou lorsque le camp au trait n’a plus aucun coup légal (il perd alors). Un joueur qui joue un coup illégal perd immédiatement, y compris s’il répète un coup qui a déjà produit exactement la même position. Après 50&#xa0;coups de chaque joueur (100&#xa0;demi-coups) sans capture ni coup de Pion non promu, chacun peut réclamer la partie nulle.</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>Parties à avantage</translation>
    </message>
    <message>
        <source>Rules of Ōgi</source>
        <translation>Règles d’Ōgi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>%1
(%2 or %3, %4)</source>
        <comment>King: name, the two kanji, notation letter</comment>
        <translation>%1
(%2 ou %3, %4)</translation>
    </message>
    <message>
        <source>%1
(%2, %3)</source>
        <comment>piece name, kanji, notation letter</comment>
        <translation>%1
(%2, %3)</translation>
    </message>
    <message>
        <source>Ōgi (王棋, “the game of the King”) is played by two players on a board of 8×8 squares: Sente (☗), who moves first, and Gote (☖). Each starts with 18 pieces: a King, a Princess, a Rook, a Bishop, two Silver Generals, two Knights, two Lances and eight Pawns, on the three ranks nearest to them. Both players’ pieces look alike; a piece belongs to the player it points away from.</source>
        <translation>Ōgi (王棋, «&#xa0;le Jeu du Roi&#xa0;») se joue à deux sur un plateau de 8×8&#xa0;cases&#xa0;: Sente (☗), qui joue le premier, et Gote (☖). Chaque joueur commence avec 18&#xa0;pièces&#xa0;: un Roi, une Princesse, une Tour, un Fou, deux Généraux d’Argent, deux Cavaliers, deux Lances et huit Pions, placés sur les trois rangées les plus proches de lui. Les pièces des deux joueurs sont identiques&#xa0;: seule leur pointe, tournée vers le camp adverse, indique à qui elles appartiennent.</translation>
    </message>
    <message>
        <source>The starting position. Sente’s pieces are at the bottom and point up; Gote’s are at the top and point down. Files are a to h from left to right, ranks 1 to 8 from Sente’s side.</source>
        <translation>La position de départ. Les pièces de Sente sont en bas et pointent vers le haut&#xa0;; celles de Gote sont en haut et pointent vers le bas. Les colonnes vont de a à h de gauche à droite, les rangées de 1 à 8 en partant du côté de Sente.</translation>
    </message>
    <message>
        <source>Capture the opponent’s King. Check is only information: it is not illegal to move your King into check, nor to leave it in check, for example by moving another piece; but then your opponent may take the King on the next move and win. Checkmate is when no move can save the King any more. Checkmate does not end the game by itself: play goes on until the King is actually captured, unless its player resigns first.</source>
        <translation>Capturer le Roi adverse. L’échec n’est qu’une information&#xa0;: il n’est pas interdit de placer son Roi en échec, ni de l’y laisser, par exemple en jouant une autre pièce&#xa0;; mais l’adversaire peut alors prendre le Roi au coup suivant et gagner. Il y a échec et mat quand plus aucun coup ne peut sauver le Roi. Le mat ne termine pas la partie à lui seul&#xa0;: on continue jusqu’à ce que le Roi soit effectivement capturé, à moins que son joueur n’abandonne avant.</translation>
    </message>
    <message>
        <source>A captured piece goes into the capturer’s hand, turned back to its unpromoted side. &lt;b&gt;King’s privilege&lt;/b&gt;: when your King captures a promoted piece, you may instead keep it promoted in your hand. Captured Pawns stay in your hand for good: an unpromoted Pawn can never be dropped. A Pawn kept promoted through the King’s privilege, on the other hand, can be dropped on any empty square.</source>
        <translation>Une pièce capturée passe dans la main du joueur qui l’a prise, rétrogradée sur sa face non promue. &lt;b&gt;Fait du Roi&lt;/b&gt;&#xa0;: lorsque votre Roi capture une pièce promue, vous pouvez choisir de la garder promue dans votre main. Les Pions capturés restent dans votre main pour de bon&#xa0;: un Pion non promu ne peut jamais être parachuté. En revanche, un Pion gardé promu grâce au fait du Roi peut être parachuté sur n’importe quelle case vide.</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square, in the state it has in hand. A drop never captures and never promotes. An unpromoted Pawn can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor an unpromoted Knight on the last two ranks. A drop may give check, or even checkmate.</source>
        <translation>Au lieu de déplacer une pièce, vous pouvez parachuter une pièce de votre main sur n’importe quelle case vide, dans l’état où elle se trouve en main. Un parachutage ne capture jamais et ne s’accompagne jamais d’une promotion. Un Pion non promu ne peut jamais être parachuté&#xa0;; une Lance non promue ne peut pas l’être sur la dernière rangée, ni un Cavalier non promu sur les deux dernières rangées. Un parachutage peut donner échec, et même échec et mat.</translation>
    </message>
    <message>
        <source>The repetition rule</source>
        <translation>La règle de répétition</translation>
    </message>
    <message>
        <source>A move is illegal if the very same move was played earlier in the game and led to exactly the same position. “The same move” means the same piece, from the same square or from the hand, to the same square, with the same choice to promote or not and the same choice about the King’s privilege. “The same position” means the same pieces on the same squares, the same hands and the same side to move. Reaching that position again by a different move is allowed, and so is the same move when it leads to a different position.</source>
        <translation>Un coup est illégal si exactement le même coup a déjà été joué dans la partie et a mené à exactement la même position. «&#xa0;Le même coup&#xa0;», c’est la même pièce, partant de la même case ou de la main, vers la même case, avec le même choix de promotion et le même choix quant au fait du Roi. «&#xa0;La même position&#xa0;», ce sont les mêmes pièces sur les mêmes cases, les mêmes mains et le même camp au trait. Retrouver cette position par un autre coup est permis, tout comme rejouer le même coup s’il mène à une autre position.</translation>
    </message>
    <message>
        <source>To even out a difference in strength, the stronger player lets the weaker one start with some pieces already promoted. The King never starts promoted: it cannot promote at all. Traditionally the weaker player plays Sente with the King 玉 and the stronger one Gote with 王: it is the same piece, drawn differently.</source>
        <translation>Pour compenser une différence de niveau, le joueur le plus fort laisse le plus faible commencer avec certaines pièces déjà promues. Le Roi ne commence jamais promu&#xa0;: il ne peut pas être promu du tout. Traditionnellement, le joueur le plus faible joue Sente avec le Roi 玉, et le plus fort Gote avec 王&#xa0;: c’est la même pièce, seul le caractère change.</translation>
    </message>
    <message>
        <source>For shogi players</source>
        <translation>Pour les joueurs de shōgi</translation>
    </message>
    <message>
        <source>Playing in this program</source>
        <translation>Jouer avec ce programme</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dot&lt;/b&gt;: a step to that square. &lt;b&gt;Line&lt;/b&gt;: any number of empty squares along it, stopping at the first piece, which may be captured if it is an opponent’s. &lt;b&gt;Ring&lt;/b&gt;: a jump straight to that square, over anything in between. Every piece points forward, towards the opponent.</source>
        <translation>&lt;b&gt;Point&lt;/b&gt;&#xa0;: un pas jusqu’à cette case. &lt;b&gt;Ligne&lt;/b&gt;&#xa0;: autant de cases libres que voulu dans cette direction, jusqu’à la première pièce rencontrée, qui peut être capturée si elle est adverse. &lt;b&gt;Cercle&lt;/b&gt;&#xa0;: un saut direct sur cette case, par-dessus tout ce qui se trouve entre les deux. Chaque pièce pointe vers l’avant, en direction de l’adversaire.</translation>
    </message>
    <message>
        <source>Check is not forbidden: you may move into check, and a King must really be captured. As Pawns are never dropped unpromoted, there is no rule against two Pawns on a file (nifu) and none against mating with a Pawn drop (uchifuzume); any drop may give check or mate. There is no Gold General, and the King’s privilege can keep a captured piece promoted. The repetition rule is not sennichite: in shogi the fourth repetition of a position is a draw, while in Ōgi repeating the same move into the same position even once is an illegal move, which loses.</source>
        <translation>L’échec n’est pas interdit&#xa0;: on peut placer son Roi en échec, et il faut réellement capturer le Roi adverse. Comme un Pion n’est jamais parachuté sans être promu, il n’y a ni règle des deux Pions sur une colonne (nifu) ni interdiction de mater par parachutage de Pion (uchifuzume)&#xa0;; tout parachutage peut donner échec ou mat. Il n’y a pas de Général d’Or, et le fait du Roi permet de garder promue une pièce capturée. La règle de répétition n’est pas le sennichite&#xa0;: au shōgi, la quatrième répétition d’une position donne la nulle, alors qu’à l’Ōgi, rejouer une seule fois le même coup vers la même position est un coup illégal, qui fait perdre.</translation>
    </message>
    <message>
        <source>The three ranks nearest to your opponent are your promotion zone. An unpromoted piece other than the King that enters the zone, moves within it or leaves it may promote at the end of the move, by turning over. It must promote when it could otherwise never move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks. Your &lt;b&gt;last rank&lt;/b&gt; is the one farthest from you (rank 8 for Sente, rank 1 for Gote); your &lt;b&gt;last two ranks&lt;/b&gt; are that rank and the one before it (ranks 7 and 8 for Sente, 1 and 2 for Gote).</source>
        <translation>Les trois rangées les plus proches de l’adversaire forment votre zone de promotion. Toute pièce non promue autre que le Roi qui entre dans cette zone, s’y déplace ou en sort peut être promue à la fin du coup&#xa0;: on la retourne. La promotion est obligatoire quand la pièce ne pourrait plus jamais bouger sans elle&#xa0;: un Pion ou une Lance sur la dernière rangée, un Cavalier sur les deux dernières rangées. Votre &lt;b&gt;dernière rangée&lt;/b&gt; est la plus éloignée de vous (la rangée 8 pour Sente, la rangée 1 pour Gote)&#xa0;; vos &lt;b&gt;deux dernières rangées&lt;/b&gt; sont celle-ci et celle qui la précède (7 et 8 pour Sente, 1 et 2 pour Gote).</translation>
    </message>
    <message>
        <source>To move a piece, drag it to its new square, or click it and then click the square. Pieces in hand are shown beside the board; pick one up the same way and put it on an empty square. When a move may either promote or not, the program asks: click your choice, or press Y or Enter to promote and N not to. When promotion is mandatory it is made for you. When your King captures a promoted piece, you choose in the same way whether to keep it promoted. To put a piece back, let go of it on its own square or outside the board, right-click, or press Escape; let go of a piece of the board on another of your own pieces and that piece is picked up instead. With the keyboard, type a move in the move box, or move the cursor with the arrow keys and press Enter to pick up and to put down. Under the official rule an illegal move loses, as it would over a real board: the program says why your move is illegal and asks whether to play it all the same (in Settings ▸ Preferences it can lose at once, without the question). In a friendly game, chosen in New Game, an illegal move is refused instead and the reason is shown over the board.</source>
        <translation>Pour déplacer une pièce, faites-la glisser jusqu’à sa nouvelle case, ou cliquez dessus puis sur la case. Les pièces en main sont affichées à côté du plateau&#xa0;; saisissez-en une de la même façon et posez-la sur une case vide. Quand un coup peut se jouer avec ou sans promotion, le programme vous demande votre choix&#xa0;: cliquez dessus, ou appuyez sur O (ou Y) ou Entrée pour promouvoir et sur N pour ne pas promouvoir. Quand la promotion est obligatoire, elle se fait automatiquement. Quand votre Roi capture une pièce promue, vous choisissez de la même façon de la garder promue ou non. Pour reposer une pièce, lâchez-la sur sa propre case ou hors du plateau, faites un clic droit ou appuyez sur Échap&#xa0;; si vous lâchez une pièce du plateau sur une autre de vos pièces, c’est cette dernière qui est saisie à la place. Au clavier, tapez un coup dans la zone de saisie, ou déplacez le curseur avec les flèches et appuyez sur Entrée pour saisir puis pour poser une pièce. Selon la règle officielle, un coup illégal fait perdre, comme devant un vrai plateau&#xa0;: le programme dit pourquoi votre coup est illégal et demande s’il faut le jouer quand même (dans Configuration ▸ Préférences, vous pouvez choisir qu’il fasse perdre aussitôt, sans confirmation). Dans une partie amicale, choisie dans Nouvelle partie, un coup illégal est au contraire refusé et la raison s’affiche sur le plateau.</translation>
    </message>
</context>
<context>
    <name>ogi::RulesError</name>
    <message>
        <source>empty position</source>
        <translation>position vide</translation>
    </message>
    <message>
        <source>missing side to move after the board</source>
        <translation>le camp au trait manque après le plateau</translation>
    </message>
    <message>
        <source>missing hands after the side to move (use &apos;-&apos; for none)</source>
        <translation>les pièces en main manquent après le camp au trait («&#xa0;-&#xa0;» s’il n’y en a aucune)</translation>
    </message>
    <message>
        <source>unexpected text after the ply number: &apos;%1&apos;</source>
        <translation>texte inattendu après le numéro du demi-coup&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;+&apos; at the end of rank %1</source>
        <translation>«&#xa0;+&#xa0;» à la fin de la rangée %1</translation>
    </message>
    <message>
        <source>rank %1 has %2 files, expected 8</source>
        <translation>la rangée %1 a %2&#xa0;colonnes au lieu de 8</translation>
    </message>
    <message>
        <source>the board has more than 8 ranks</source>
        <translation>le plateau a plus de 8&#xa0;rangées</translation>
    </message>
    <message>
        <source>the board has %1 ranks, expected 8</source>
        <translation>le plateau a %1&#xa0;rangées au lieu de 8</translation>
    </message>
    <message>
        <source>&apos;+&apos; before a digit on rank %1</source>
        <translation>«&#xa0;+&#xa0;» devant un chiffre à la rangée %1</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 files</source>
        <translation>la rangée %1 a plus de 8&#xa0;colonnes</translation>
    </message>
    <message>
        <source>&apos;++&apos; on rank %1</source>
        <translation>«&#xa0;++&#xa0;» à la rangée %1</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; on rank %2</source>
        <translation>pièce inconnue «&#xa0;%1&#xa0;» à la rangée %2</translation>
    </message>
    <message>
        <source>a King cannot be promoted (&apos;+%1&apos; on rank %2)</source>
        <translation>un Roi ne peut pas être promu («&#xa0;+%1&#xa0;» à la rangée %2)</translation>
    </message>
    <message>
        <source>%1 has more than one King</source>
        <translation>%1 a plus d’un Roi</translation>
    </message>
    <message>
        <source>side to move must be &apos;b&apos; or &apos;w&apos;, found &apos;%1&apos;</source>
        <translation>le camp au trait doit être «&#xa0;b&#xa0;» ou «&#xa0;w&#xa0;», et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>hand count &apos;%1&apos; is too large</source>
        <translation>le nombre «&#xa0;%1&#xa0;» de pièces en main est trop grand</translation>
    </message>
    <message>
        <source>hand count must be at least 1, found &apos;%1&apos;</source>
        <translation>le nombre de pièces en main doit valoir au moins 1, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>hand entry &apos;%1&apos; has no piece letter</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» des pièces en main n’a pas de lettre de pièce</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; in hand</source>
        <translation>pièce inconnue «&#xa0;%1&#xa0;» en main</translation>
    </message>
    <message>
        <source>a King cannot be in hand</source>
        <translation>un Roi ne peut pas être en main</translation>
    </message>
    <message>
        <source>piece &apos;%1&apos; appears twice in %2&apos;s hand</source>
        <translation>la pièce «&#xa0;%1&#xa0;» figure deux fois dans la main de %2</translation>
    </message>
    <message>
        <source>too many pieces of type %1: %2 (the game has %3)</source>
        <translation>trop de pièces de type %1&#xa0;: %2 (le jeu en compte %3)</translation>
    </message>
    <message>
        <source>ply must be a number from 1, found &apos;%1&apos;</source>
        <translation>le demi-coup doit être un nombre à partir de 1, et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unexpected text after the style-turn field</source>
        <translation>texte inattendu après le champ style-trait</translation>
    </message>
    <message>
        <source>expected 3 fields (board, hands, style-turn), found %1</source>
        <translation>3 champs attendus (plateau, mains, style-trait), %1 trouvé(s)</translation>
    </message>
    <message>
        <source>&apos;^&apos; must follow a King</source>
        <translation>«&#xa0;^&#xa0;» doit suivre un Roi</translation>
    </message>
    <message>
        <source>hands must be written &apos;&lt;Sente&apos;s&gt;/&lt;Gote&apos;s&gt;&apos;, found &apos;%1&apos;</source>
        <translation>les mains s’écrivent «&#xa0;&lt;Sente&gt;/&lt;Gote&gt;&#xa0;», et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>too many &apos;/&apos; in the hands field</source>
        <translation>trop de «&#xa0;/&#xa0;» dans le champ des mains</translation>
    </message>
    <message>
        <source>style-turn must be &apos;O/o&apos; (Sente to move) or &apos;o/O&apos; (Gote to move), found &apos;%1&apos;</source>
        <translation>le style-trait doit être «&#xa0;O/o&#xa0;» (Sente au trait) ou «&#xa0;o/O&#xa0;» (Gote au trait), et non «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>coup vide</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: %2</source>
        <translation>coup «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a move (expected a form like c3c4, b2f6+, R*e5 or Pc3-c4)</source>
        <translation>ce n’est pas un coup (forme attendue&#xa0;: c3c4, b2f6+, R*e5 ou Pc3-c4)</translation>
    </message>
    <message>
        <source>a drop is written like R*e5 or +P*d4</source>
        <translation>un parachutage s’écrit comme R*e5 ou +P*d4</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; to drop</source>
        <translation>pièce à parachuter inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected &lt;from&gt;&lt;to&gt;[+|^] or a drop like R*e5</source>
        <translation>forme attendue&#xa0;: &lt;départ&gt;&lt;arrivée&gt;[+|^] ou un parachutage comme R*e5</translation>
    </message>
    <message>
        <source>bad origin square &apos;%1&apos;</source>
        <translation>case de départ incorrecte «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>bad target square &apos;%1&apos;</source>
        <translation>case d’arrivée incorrecte «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown suffix &apos;%1&apos;</source>
        <translation>suffixe inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>missing piece letter</source>
        <translation>la lettre de la pièce manque</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>lettre de pièce inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected a form like Pc3-c4 or N*e4</source>
        <translation>forme attendue&#xa0;: Pc3-c4 ou N*e4</translation>
    </message>
    <message>
        <source>expected &apos;-&apos; or &apos;x&apos; after the origin square</source>
        <translation>«&#xa0;-&#xa0;» ou «&#xa0;x&#xa0;» attendu après la case de départ</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at the end</source>
        <translation>«&#xa0;%1&#xa0;» inattendu à la fin</translation>
    </message>
    <message>
        <source>a move cannot both promote and keep a captured piece promoted</source>
        <translation>un coup ne peut pas à la fois promouvoir et garder promue une pièce capturée</translation>
    </message>
    <message>
        <source>the piece on %1 is %2, not %3</source>
        <translation>la pièce en %1 est %2, pas %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>SFEN tag: %1</source>
        <translation>balise SFEN&#xa0;: %1</translation>
    </message>
    <message>
        <source>malformed tag: expected [Name &quot;value&quot;]</source>
        <translation>balise mal formée&#xa0;: forme attendue [Nom &quot;valeur&quot;]</translation>
    </message>
    <message>
        <source>malformed tag: missing tag name</source>
        <translation>balise mal formée&#xa0;: le nom de la balise manque</translation>
    </message>
    <message>
        <source>malformed tag %1: the value must be in double quotes</source>
        <translation>balise %1 mal formée&#xa0;: la valeur doit être entre guillemets droits &quot;…&quot;</translation>
    </message>
    <message>
        <source>comment is not closed (&apos;}&apos; missing)</source>
        <translation>commentaire non fermé («&#xa0;}&#xa0;» manquant)</translation>
    </message>
    <message>
        <source>variation is not closed (&apos;)&apos; missing)</source>
        <translation>variante non fermée («&#xa0;)&#xa0;» manquante)</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>«&#xa0;)&#xa0;» sans «&#xa0;(&#xa0;» correspondante</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>une variante doit suivre le coup qu’elle remplace</translation>
    </message>
    <message>
        <source>empty variation</source>
        <translation>variante vide</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; inside a variation</source>
        <translation>résultat «&#xa0;%1&#xa0;» à l’intérieur d’une variante</translation>
    </message>
    <message>
        <source>a second result &apos;%1&apos;</source>
        <translation>un second résultat «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unexpected number &apos;%1&apos;</source>
        <translation>nombre inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>move &apos;%1&apos; after the result</source>
        <translation>coup «&#xa0;%1&#xa0;» après le résultat</translation>
    </message>
    <message>
        <source>Result tag: unknown result &apos;%1&apos;</source>
        <translation>balise Result&#xa0;: résultat inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>result %1 contradicts the moves, which end in %2 (%3)</source>
        <translation>le résultat %1 contredit les coups, qui aboutissent à %2 (%3)</translation>
    </message>
    <message>
        <source>result %1: a draw needs 100 plies without a capture or a move of an unpromoted Pawn</source>
        <translation>résultat %1&#xa0;: la nulle exige 100&#xa0;demi-coups sans capture ni coup de Pion non promu</translation>
    </message>
    <message>
        <source>the game is over: a King is missing</source>
        <translation>la partie est finie&#xa0;: il manque un Roi</translation>
    </message>
    <message>
        <source>there is no piece on the origin square</source>
        <translation>il n’y a pas de pièce sur la case de départ</translation>
    </message>
    <message>
        <source>the piece on the origin square belongs to the opponent</source>
        <translation>la pièce de la case de départ appartient à l’adversaire</translation>
    </message>
    <message>
        <source>that piece is not in hand</source>
        <translation>cette pièce n’est pas en main</translation>
    </message>
    <message>
        <source>the piece cannot move to that square</source>
        <translation>la pièce ne peut pas aller sur cette case</translation>
    </message>
    <message>
        <source>the path is blocked</source>
        <translation>le chemin est barré</translation>
    </message>
    <message>
        <source>the target square holds a piece of the same side</source>
        <translation>la case d’arrivée est occupée par une pièce du même camp</translation>
    </message>
    <message>
        <source>dropping onto an occupied square</source>
        <translation>parachutage sur une case occupée</translation>
    </message>
    <message>
        <source>an unpromoted Pawn can never be dropped</source>
        <translation>un Pion non promu ne peut jamais être parachuté</translation>
    </message>
    <message>
        <source>an unpromoted Lance may not be dropped on the last rank</source>
        <translation>une Lance non promue ne peut pas être parachutée sur la dernière rangée</translation>
    </message>
    <message>
        <source>an unpromoted Knight may not be dropped on the last two ranks</source>
        <translation>un Cavalier non promu ne peut pas être parachuté sur les deux dernières rangées</translation>
    </message>
    <message>
        <source>promotion is not allowed for this move</source>
        <translation>la promotion n’est pas permise pour ce coup</translation>
    </message>
    <message>
        <source>the piece must promote on that square</source>
        <translation>la pièce doit être promue sur cette case</translation>
    </message>
    <message>
        <source>the King&apos;s privilege does not apply to this move</source>
        <translation>le fait du Roi ne s’applique pas à ce coup</translation>
    </message>
    <message>
        <source>the same move already produced the same position (repetition rule)</source>
        <translation>le même coup a déjà produit la même position (règle de répétition)</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>Roi capturé</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>aucun coup légal</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>règle des 50&#xa0;coups</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps dépassé</translation>
    </message>
    <message>
        <source>%1 %2 comes after the end of the game</source>
        <translation>%1 %2 vient après la fin de la partie</translation>
    </message>
    <message>
        <source>%1 %2 is illegal: %3</source>
        <translation>%1 %2 est illégal&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a form like ☗歩c3-c4 or ☗桂e4打</source>
        <translation>forme attendue&#xa0;: ☗歩c3-c4 ou ☗桂e4打</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on rank %2 is not a count of empty squares (1 to 8)</source>
        <translation>«&#xa0;%1&#xa0;» à la rangée %2 n’est pas un nombre de cases vides (de 1 à 8)</translation>
    </message>
</context>
<context>
    <name>ogi::SetupBoard</name>
    <message>
        <source>Sente&apos;s hand: drop pieces here</source>
        <translation>Main de Sente&#xa0;: déposez-y les pièces</translation>
    </message>
    <message>
        <source>Gote&apos;s hand: drop pieces here</source>
        <translation>Main de Gote&#xa0;: déposez-y les pièces</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Drag it onto the board or a stand</source>
        <translation>Faites-la glisser sur le plateau ou dans une main</translation>
    </message>
    <message>
        <source>Pieces in hand of %1</source>
        <translation>Pièces en main de %1</translation>
    </message>
    <message>
        <source>%1 in hand of %2</source>
        <translation>%1 en main de %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>side, piece</comment>
        <translation>%2 de %1</translation>
    </message>
</context>
<context>
    <name>ogi::TransferActions</name>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>&amp;Copier la position (SFEN)</translation>
    </message>
    <message>
        <source>Copy the current position as SFEN text</source>
        <translation>Copier la position actuelle au format SFEN</translation>
    </message>
    <message>
        <source>&amp;Paste Position (SFEN)</source>
        <translation>Co&amp;ller une position (SFEN)</translation>
    </message>
    <message>
        <source>Start a game from the SFEN position in the clipboard</source>
        <translation>Commencer une partie à partir de la position SFEN du presse-papiers</translation>
    </message>
    <message>
        <source>Copy Game as .&amp;ogn</source>
        <translation>Copier la partie en .&amp;ogn</translation>
    </message>
    <message>
        <source>Copy Position as &amp;FEEN</source>
        <translation>Copier la position en &amp;FEEN</translation>
    </message>
    <message>
        <source>&amp;Import FEEN Position…</source>
        <translation>&amp;Importer une position FEEN…</translation>
    </message>
    <message>
        <source>E&amp;xport Diagram…</source>
        <translation>E&amp;xporter le diagramme…</translation>
    </message>
    <message>
        <source>Save the shown position as an SVG or PNG picture</source>
        <translation>Enregistrer la position affichée en image SVG ou PNG</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Co&amp;mposer une position…</translation>
    </message>
    <message>
        <source>Place pieces freely and play or analyse from there</source>
        <translation>Placer librement les pièces, puis jouer ou analyser à partir de là</translation>
    </message>
    <message>
        <source>Position copied as SFEN</source>
        <translation>Position copiée au format SFEN</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <source>The clipboard does not hold a valid SFEN position: %1</source>
        <translation>Le presse-papiers ne contient pas de position SFEN valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>Import FEEN Position</source>
        <translation>Importer une position FEEN</translation>
    </message>
    <message>
        <source>Position in FEEN:</source>
        <translation>Position en FEEN&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot import the position</source>
        <translation>Impossible d’importer la position</translation>
    </message>
    <message>
        <source>This is not a FEEN position: %1</source>
        <translation>Ce n’est pas une position FEEN&#xa0;: %1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Cette position n’est pas jouable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>Impossible d’exporter le diagramme</translation>
    </message>
    <message>
        <source>Diagram saved as %1</source>
        <translation>Diagramme enregistré sous %1</translation>
    </message>
</context>
<context>
    <name>ogi::UsiAnalysisEngine</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “stop” within %n s.</source>
        <translation>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;stop&#xa0;» en %n&#xa0;s.</numerusform>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;stop&#xa0;» en %n&#xa0;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ogi::UsiPlayer</name>
    <message>
        <source>The engine %1 claimed a win by declaration, which the rules of Ōgi do not know.</source>
        <translation>Le moteur %1 a revendiqué une victoire par déclaration, ce que les règles de l’Ōgi ne prévoient pas.</translation>
    </message>
</context>
<context>
    <name>ogi::UsiProcess</name>
    <message numerus="yes">
        <source>The engine %1 did not answer “usi” within %n s: is it an engine for Ōgi?</source>
        <translation>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;usi&#xa0;» en %n&#xa0;s&#xa0;: est-ce bien un moteur pour l’Ōgi&#xa0;?</numerusform>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;usi&#xa0;» en %n&#xa0;s&#xa0;: est-ce bien un moteur pour l’Ōgi&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The engine %1 did not answer “isready” within %n s.</source>
        <translation>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;isready&#xa0;» en %n&#xa0;s.</numerusform>
            <numerusform>Le moteur %1 n’a pas répondu à «&#xa0;isready&#xa0;» en %n&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Impossible de lancer le moteur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The engine %1 stopped unexpectedly.</source>
        <translation>Le moteur %1 s’est arrêté de façon inattendue.</translation>
    </message>
    <message>
        <source>The engine %1 stopped unexpectedly (exit code %2).</source>
        <translation>Le moteur %1 s’est arrêté de façon inattendue (code de sortie %2).</translation>
    </message>
    <message>
        <source>The engine %1 is not among the engines added (Settings ▸ Engines…).</source>
        <translation>Le moteur %1 ne fait pas partie des moteurs ajoutés (Configuration ▸ Moteurs…).</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 n’est pas un programme exécutable.</translation>
    </message>
    <message>
        <source>a line longer than %1 bytes was dropped</source>
        <translation>une ligne de plus de %1&#xa0;octets a été ignorée</translation>
    </message>
    <message>
        <source>a move that was not asked for, ignored</source>
        <translation>un coup qui n’était pas demandé, ignoré</translation>
    </message>
    <message>
        <source>an answer that was not expected now, ignored</source>
        <translation>une réponse qui n’était pas attendue à ce moment, ignorée</translation>
    </message>
</context>
<context>
    <name>ogi::WelcomePanel</name>
    <message>
        <source>Welcome to Ōgi</source>
        <translation>Bienvenue dans Ōgi</translation>
    </message>
    <message>
        <source>Ōgi is shogi&apos;s young cousin on an 8×8 board. How would you like to begin?</source>
        <translation>L’Ōgi est le jeune cousin du shōgi, sur un plateau de 8×8. Par quoi voulez-vous commencer&#xa0;?</translation>
    </message>
    <message>
        <source>Learn the game, step by step</source>
        <translation>Apprendre le jeu, pas à pas</translation>
    </message>
    <message>
        <source>Play the computer (beginner level)</source>
        <translation>Jouer contre l’ordinateur (niveau débutant)</translation>
    </message>
    <message>
        <source>Open a game record…</source>
        <translation>Ouvrir un relevé de partie…</translation>
    </message>
    <message>
        <source>Just show me the board</source>
        <translation>Montrez-moi simplement le plateau</translation>
    </message>
</context>
</TS>
