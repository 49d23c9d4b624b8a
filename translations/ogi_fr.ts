<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AutoSave</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Impossible de créer le dossier %1</translation>
    </message>
</context>
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
        <source>Every piece but the Pawns promoted</source>
        <translation>Toutes les pièces promues, sauf les Pions</translation>
    </message>
    <message>
        <source>Custom: the pieces ticked below</source>
        <translation>Personnalisé&#xa0;: les pièces choisies ci-dessous</translation>
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
        <translation>Il y a %1 pièces de type %2&#xa0;; le jeu n’en compte que %3.</translation>
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
        <translation>%L1 min</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <source>%1 + %2 s byoyomi</source>
        <translation>%1 + byoyomi de %2 s</translation>
    </message>
    <message>
        <source>%1 + %2 s per move</source>
        <translation>%1 + %2 s par coup</translation>
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
</context>
<context>
    <name>ogi::ClockWidget</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Byoyomi %1</source>
        <translation>Byoyomi %1</translation>
    </message>
</context>
<context>
    <name>ogi::CommentPanel</name>
    <message>
        <source>Sente has captured the King</source>
        <translation>Sente a capturé le Roi</translation>
    </message>
    <message>
        <source>Gote has captured the King</source>
        <translation>Gote a capturé le Roi</translation>
    </message>
    <message numerus="yes">
        <source>Sente captures the King in %n plies</source>
        <translation>
            <numerusform>Sente capture le Roi en %n demi-coup</numerusform>
            <numerusform>Sente capture le Roi en %n demi-coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote captures the King in %n plies</source>
        <translation>
            <numerusform>Gote capture le Roi en %n demi-coup</numerusform>
            <numerusform>Gote capture le Roi en %n demi-coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Sente&apos;s view)</source>
        <translation>%1 (du point de vue de Sente)</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Write a comment on this move</source>
        <translation>Écrivez un commentaire sur ce coup</translation>
    </message>
    <message>
        <source>Comment on move %1</source>
        <translation>Commentaire sur le coup %1</translation>
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
    <message numerus="yes">
        <source>%1 captures the King in %n ply(s)</source>
        <translation>
            <numerusform>%1 capture le Roi en %n demi-coup</numerusform>
            <numerusform>%1 capture le Roi en %n demi-coups</numerusform>
        </translation>
    </message>
    <message>
        <source>even</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%L2</translation>
    </message>
    <message>
        <source>Looking for a hint… depth %1, %2
%3</source>
        <translation>Recherche d’un indice… profondeur %1, %2
%3</translation>
    </message>
    <message>
        <source>%1 is thinking… depth %2, %3
Best line: %4</source>
        <translation>%1 réfléchit… profondeur %2, %3
Meilleure suite&#xa0;: %4</translation>
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
        <translation>%1 a parachuté une Lance non promue sur le dernier rang</translation>
    </message>
    <message>
        <source>%1 dropped an unpromoted Knight on the last two ranks</source>
        <translation>%1 a parachuté un Cavalier non promu sur l’un des deux derniers rangs</translation>
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
        <source>%1 — illegal move, refused (training).</source>
        <translation>%1 — coup illégal, refusé (entraînement).</translation>
    </message>
    <message>
        <source>Both Kings are missing: draw.</source>
        <translation>Les deux Rois ont disparu&#xa0;: partie nulle.</translation>
    </message>
    <message>
        <source>%1 captured the King: %1 wins.</source>
        <translation>%1 a capturé le Roi&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>%1 resigned: %2 wins.</source>
        <translation>%1 abandonne&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>%1 has no legal move: %2 wins.</source>
        <translation>%1 n’a plus aucun coup légal&#xa0;: %2 gagne.</translation>
    </message>
    <message>
        <source>Draw claimed under the 50-move rule.</source>
        <translation>Nulle réclamée selon la règle des 50 coups.</translation>
    </message>
    <message>
        <source>%1 ran out of time: %2 wins.</source>
        <translation>%1 a dépassé son temps&#xa0;: %2 gagne.</translation>
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
        <translation>Réclamer la nulle selon la règle des 50 coups</translation>
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
        <source>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Play and study Ōgi (王棋), the 8×8 game of the King.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ōgi %1&lt;/h3&gt;&lt;p&gt;Jouer et étudier Ōgi (王棋), le Jeu du Roi sur un plateau de 8×8.&lt;/p&gt;</translation>
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
        <source>Ōgi[*]</source>
        <translation>Ōgi[*]</translation>
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
</context>
<context>
    <name>ogi::MoveListView</name>
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
        <source>better: %1</source>
        <translation>meilleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — illegal move</source>
        <translation>%1 — coup illégal</translation>
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
        <source>The position as SFEN</source>
        <translation>La position au format SFEN</translation>
    </message>
    <message>
        <source>Drag pieces from the right onto the board or a hand; drag them off to remove. Right-click or double-click a piece to promote or unpromote it.</source>
        <translation>Faites glisser les pièces de droite sur le plateau ou dans une main&#xa0;; faites-les glisser hors du plateau pour les retirer. Un clic droit ou un double-clic sur une pièce la promeut ou la rétrograde.</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>&amp;Jouer à partir d’ici</translation>
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
        <source>Refuse illegal moves (training)</source>
        <translation>Refuser les coups illégaux (entraînement)</translation>
    </message>
    <message>
        <source>Under the official rule an illegal move loses the game at once. In training, the move is refused and the reason is shown.</source>
        <translation>Selon la règle officielle, un coup illégal fait perdre la partie immédiatement. En entraînement, le coup est refusé et la raison est affichée.</translation>
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
        <source>Y / Enter</source>
        <translation>Y / Entrée</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Esc: cancel the move</source>
        <translation>Échap&#xa0;: annuler le coup</translation>
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
    <name>ogi::RecordFiles</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique&#xa0;: %1</translation>
    </message>
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
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The current game has not been saved. Save it now?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Autosaved game damaged</source>
        <translation>Partie enregistrée automatiquement endommagée</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be read and was set aside as %1.

%2</source>
        <translation>La partie enregistrée automatiquement la dernière fois est illisible&#xa0;; elle a été mise de côté sous le nom %1.

%2</translation>
    </message>
    <message>
        <source>Restore the unfinished game?</source>
        <translation>Reprendre la partie inachevée&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>The last session ended before its game did (%n move(s) played). Restore that game?</source>
        <translation>
            <numerusform>La dernière session s’est fermée avant la fin de sa partie (%n coup joué). Reprendre cette partie&#xa0;?</numerusform>
            <numerusform>La dernière session s’est fermée avant la fin de sa partie (%n coups joués). Reprendre cette partie&#xa0;?</numerusform>
        </translation>
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
        <source>Show the computer&apos;s line for the position on the board</source>
        <translation>Afficher la suite que l’ordinateur propose pour la position du plateau</translation>
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
        <source>Analysing: %v of %m positions</source>
        <translation>Analyse&#xa0;: %v positions sur %m</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Live analysis: the game is over.</source>
        <translation>Analyse en direct&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>Live analysis: thinking…</source>
        <translation>Analyse en direct&#xa0;: réflexion…</translation>
    </message>
    <message>
        <source>Depth %1: %2
%3</source>
        <translation>Profondeur %1&#xa0;: %2
%3</translation>
    </message>
</context>
<context>
    <name>ogi::RulesDialog</name>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Ōgi (王棋, “the game of the King”) is played by two players on a board of 8×8 squares: Sente (☗), who moves first, and Gote (☖). Each starts with 18 pieces: a King, a Princess, a Rook, a Bishop, two Silver Generals, two Knights, two Lances and eight Pawns, on the three ranks nearest to them. All pieces look alike; a piece belongs to the player it points away from.</source>
        <translation>Ōgi (王棋, «&#xa0;le Jeu du Roi&#xa0;») se joue à deux sur un plateau de 8×8 cases&#xa0;: Sente (☗), qui joue le premier, et Gote (☖). Chaque joueur commence avec 18 pièces&#xa0;: un Roi, une Princesse, une Tour, un Fou, deux Généraux d’Argent, deux Cavaliers, deux Lances et huit Pions, placés sur les trois rangées les plus proches de lui. Les pièces des deux camps sont identiques&#xa0;: seule leur pointe, tournée vers le camp adverse, indique à qui elles appartiennent.</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <source>Capture the opponent’s King. Check is only information: you may move into check or leave your King in check, and if you do, your opponent may take the King and win. Checkmate is when the King can no longer be saved.</source>
        <translation>Capturer le Roi adverse. L’échec n’est qu’une information&#xa0;: vous pouvez mettre votre Roi en échec ou l’y laisser, mais l’adversaire peut alors le capturer et gagner. On parle d’échec et mat lorsque le Roi ne peut plus être sauvé.</translation>
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
        <source>A captured piece goes into the capturer’s hand, turned back to its unpromoted side. &lt;b&gt;King’s privilege&lt;/b&gt;: when your King captures a promoted piece, you may instead keep it promoted in your hand.</source>
        <translation>Une pièce capturée passe dans la main du joueur qui l’a prise, retournée sur sa face non promue. &lt;b&gt;Fait du Roi&lt;/b&gt;&#xa0;: lorsque votre Roi capture une pièce promue, vous pouvez choisir de la garder promue dans votre main.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>The three ranks nearest to your opponent are your promotion zone. A piece other than the King that enters the zone, moves within it or leaves it may promote at the end of the move, by turning over. It must promote when it could otherwise never move again: a Pawn or a Lance on the last rank, a Knight on the last two ranks.</source>
        <translation>Les trois rangées les plus proches de l’adversaire forment votre zone de promotion. Toute pièce autre que le Roi qui entre dans cette zone, s’y déplace ou en sort peut être promue à la fin du coup&#xa0;: on la retourne. La promotion est obligatoire quand la pièce ne pourrait plus jamais bouger sans elle&#xa0;: un Pion ou une Lance sur le dernier rang, un Cavalier sur les deux derniers rangs.</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Parachutages</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square, in the state it has in hand. A drop never captures and never promotes. An unpromoted Pawn can never be dropped; an unpromoted Lance cannot be dropped on the last rank, nor an unpromoted Knight on the last two ranks.</source>
        <translation>Au lieu de déplacer une pièce, vous pouvez parachuter une pièce de votre main sur n’importe quelle case vide, dans l’état où elle se trouve en main. Un parachutage ne capture jamais et ne s’accompagne jamais d’une promotion. Un Pion non promu ne peut jamais être parachuté&#xa0;; une Lance non promue ne peut pas l’être sur le dernier rang, ni un Cavalier non promu sur les deux derniers rangs.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends when a King is captured, when a player resigns or runs out of time, or when the side to move has no legal move (it loses). A player who makes an illegal move loses at once; this includes repeating a move that has already produced exactly the same position. After 50 moves by each side (100 plies) with no capture and no move of an unpromoted Pawn, either player may claim a draw.</source>
        <translation>La partie se termine lorsqu’un Roi est capturé, lorsqu’un joueur abandonne ou dépasse son temps, ou lorsque le camp au trait n’a plus aucun coup légal (il perd alors). Un joueur qui joue un coup illégal perd immédiatement, y compris s’il répète un coup qui a déjà produit exactement la même position. Après 50 coups de chaque joueur (100 demi-coups) sans capture ni coup de Pion non promu, chacun peut réclamer la partie nulle.</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>Parties à avantage</translation>
    </message>
    <message>
        <source>To even out a difference in strength, the stronger player lets the weaker one start with some pieces already promoted. Traditionally the weaker player plays Sente with the King 玉 and the stronger one Gote with 王: it is the same piece, drawn differently.</source>
        <translation>Pour compenser une différence de niveau, le joueur le plus fort laisse le plus faible commencer avec certaines pièces déjà promues. Traditionnellement, le joueur le plus faible joue Sente avec le Roi 玉, et le plus fort Gote avec 王&#xa0;: c’est la même pièce, seul le caractère change.</translation>
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
        <source>&lt;b&gt;Dot&lt;/b&gt;: a step to that square. &lt;b&gt;Line&lt;/b&gt;: any number of empty squares along it, stopping at the first piece, which may be captured. &lt;b&gt;Ring&lt;/b&gt;: a jump straight to that square, over anything in between. Every piece points forward, towards the opponent.</source>
        <translation>&lt;b&gt;Point&lt;/b&gt;&#xa0;: un pas jusqu’à cette case. &lt;b&gt;Ligne&lt;/b&gt;&#xa0;: autant de cases libres que voulu dans cette direction, jusqu’à la première pièce rencontrée, qui peut être capturée. &lt;b&gt;Cercle&lt;/b&gt;&#xa0;: un saut direct sur cette case, par-dessus tout ce qui se trouve entre les deux. Chaque pièce pointe vers l’avant, en direction de l’adversaire.</translation>
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
        <translation>«&#xa0;+&#xa0;» à la fin du rang %1</translation>
    </message>
    <message>
        <source>rank %1 has %2 files, expected 8</source>
        <translation>le rang %1 a %2 colonnes au lieu de 8</translation>
    </message>
    <message>
        <source>the board has more than 8 ranks</source>
        <translation>le plateau a plus de 8 rangs</translation>
    </message>
    <message>
        <source>the board has %1 ranks, expected 8</source>
        <translation>le plateau a %1 rangs au lieu de 8</translation>
    </message>
    <message>
        <source>&apos;+&apos; before a digit on rank %1</source>
        <translation>«&#xa0;+&#xa0;» devant un chiffre au rang %1</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 files</source>
        <translation>le rang %1 a plus de 8 colonnes</translation>
    </message>
    <message>
        <source>&apos;++&apos; on rank %1</source>
        <translation>«&#xa0;++&#xa0;» au rang %1</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; on rank %2</source>
        <translation>pièce inconnue «&#xa0;%1&#xa0;» au rang %2</translation>
    </message>
    <message>
        <source>a King cannot be promoted (&apos;+%1&apos; on rank %2)</source>
        <translation>un Roi ne peut pas être promu («&#xa0;+%1&#xa0;» au rang %2)</translation>
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
        <source>move %1 &apos;%2&apos; follows an illegal move</source>
        <translation>le coup %1 «&#xa0;%2&#xa0;» suit un coup illégal</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos; comes after the end of the game</source>
        <translation>le coup %1 «&#xa0;%2&#xa0;» vient après la fin de la partie</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos; is illegal: %3</source>
        <translation>le coup %1 «&#xa0;%2&#xa0;» est illégal&#xa0;: %3</translation>
    </message>
    <message>
        <source>move %1 is illegal, and moves follow it</source>
        <translation>le coup %1 est illégal, et d’autres coups le suivent</translation>
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
        <source>result %1: a draw needs 100 plies without capture or Pawn move</source>
        <translation>résultat %1&#xa0;: la nulle exige 100 demi-coups sans capture ni coup de Pion</translation>
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
        <translation>une Lance non promue ne peut pas être parachutée sur le dernier rang</translation>
    </message>
    <message>
        <source>an unpromoted Knight may not be dropped on the last two ranks</source>
        <translation>un Cavalier non promu ne peut pas être parachuté sur les deux derniers rangs</translation>
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
        <translation>règle des 50 coups</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps dépassé</translation>
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
        <source>Export Diagram</source>
        <translation>Exporter le diagramme</translation>
    </message>
    <message>
        <source>position.svg</source>
        <translation>position.svg</translation>
    </message>
    <message>
        <source>SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation>Image SVG (*.svg);;Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>Impossible d’exporter le diagramme</translation>
    </message>
</context>
</TS>
